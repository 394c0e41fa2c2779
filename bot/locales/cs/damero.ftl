# Český katalog Damera: všechno, co bot říká. Tahy, pole, jména a příkazy (/play, !help,
# white, black) se nepřekládají. Názvosloví: dáma (hra i figura), kámen, figura (kámen nebo
# dáma), brát / braní / skok, braní je povinné, sfouknout / foukání, remíza, vzdát se.
# Hráči tykáme.


## Drobné části, které se vkládají do jiných zpráv

list-separator = { ", " }
list-more =
    a { $count ->
        [one] { $count } další
        [few] { $count } další
        [many] { $count } dalšího
       *[other] { $count } dalších
    }
# Zkrácený dlouhý seznam: „11-15, 12-16 a 5 dalších“.
list-with-more = { $items } { $more }
# Hráč a jeho barva: „Ana (bílé)“.
player =
    { $name } ({ $color ->
        [white] bílé
       *[black] černé
    })

## Varianty: názvy a pravidla

variant-spanish = Španělská dáma
variant-czech = Česká dáma
variant-turkish = Turecká dáma
variant-huff10 = Stará dáma s foukáním (10x10)
variant-huff12 = Stará dáma s foukáním (12x12)
variant-english = Anglická dáma
variant-international = Mezinárodní dáma
variant-russian = Ruská dáma
variant-brazilian = Brazilská dáma
variant-italian = Italská dáma
variant-pool = Dáma pool
variant-canadian = Kanadská dáma
variant-frisian = Fríská dáma
rules-spanish = Deska 8x8, hraje se na polích stejné barvy jako rohové pole h1; začíná bílý. Kameny táhnou a berou o jedno pole šikmo vpřed. Dáma táhne po volné diagonále o libovolný počet polí. Braní je povinné: musíš vzít co nejvíce figur a při stejném počtu co nejvíce dam. Sebrané figury se z desky odstraňují až po dokončení tahu. Remíza: dohodou, trojím opakováním pozice, po 40 tazích dámami bez braní a když tři dámy nedokážou do 13 tahů porazit osamocenou dámu.
rules-czech = Deska 8x8, pole a1 je hrací, každý hráč má 12 kamenů; začíná bílý. Kameny táhnou a berou šikmo vpřed. Dáma táhne o libovolný počet polí. Braní je povinné, a může-li brát dáma, musí brát dáma; jinak si můžeš vybrat jakékoli braní, ale započatý skok se musí doskákat. Remíza: dohodou; trojím opakováním pozice; po 25 tazích každého hráče bez braní a bez tahu kamenem.
rules-turkish = Deska 8x8, hraje se na všech polích; každý hráč má 16 kamenů na druhé a třetí řadě; začíná bílý. Kameny táhnou a berou o jedno pole rovně vpřed nebo do strany. Dáma táhne a bere jako věž, o libovolný počet polí. Sebrané figury se odstraňují hned a při braní se nesmíš otočit o 180 stupňů. Je povinné vzít co nejvíce figur. Figura, která dojde na poslední řadu, se stává dámou a tah tím končí. Remíza: dohodou; trojím opakováním pozice; ihned, když zůstane dáma proti dámě; po 25 tazích každého hráče bez braní a bez tahu kamenem.
rules-huff10 = Stará hra na desce 10x10: hraje se na tmavých polích, začíná černý. Kameny táhnou o jedno pole šikmo vpřed a berou vpřed i vzad. Dáma táhne o libovolný počet polí. Brát by se mělo, ale není to povinné, a vybrat si můžeš jakékoli braní. Pokud soupeř nevzal, co mohl, nebo skok předčasně ukončil, můžeš před svým tahem sfouknout (odebrat) jednu z provinilých figur. Remíza: dohodou; trojím opakováním pozice; po 25 tazích každého hráče bez braní a bez tahu kamenem.
rules-huff12 = Stará hra na desce 12x12: hraje se na tmavých polích, začíná černý. Kameny táhnou o jedno pole šikmo vpřed a berou vpřed i vzad. Dáma táhne o libovolný počet polí. Brát by se mělo, ale není to povinné, a vybrat si můžeš jakékoli braní. Pokud soupeř nevzal, co mohl, nebo skok předčasně ukončil, můžeš před svým tahem sfouknout (odebrat) jednu z provinilých figur. Remíza: dohodou; trojím opakováním pozice; po 25 tazích každého hráče bez braní a bez tahu kamenem.
rules-english = Deska 8x8, pole a1 je hrací; začíná černý. Kameny táhnou a berou o jedno pole šikmo vpřed; dámy táhnou a berou o jedno pole šikmo libovolným směrem. Braní je povinné, vybrat si můžeš jakékoli braní, ale skok se musí doskákat. Kámen, který dojde na poslední řadu, se stává dámou a tah tím končí. Remíza: dohodou; trojím opakováním pozice; podle pravidla 40 tahů (40 tahů každého hráče bez braní a bez tahu kamenem).
rules-international = Deska 10x10, každý hráč má 20 kamenů; začíná bílý. Kameny táhnou šikmo vpřed a berou vpřed i vzad. Dáma táhne o libovolný počet polí. Je povinné vzít co nejvíce figur. Kámen se stává dámou, jen když na poslední řadě skončí svůj tah. Remíza (FMJD): dohodou; trojím opakováním pozice; po 25 tazích každého hráče jen dámami a bez braní; tři figury včetně dámy proti osamocené dámě – po 16 tazích každého hráče; dvě figury nebo méně včetně dámy proti osamocené dámě – po 5 tazích každého hráče.
rules-russian = Deska 8x8, pole a1 je hrací; začíná bílý. Kameny táhnou šikmo vpřed a berou vpřed i vzad. Dáma táhne o libovolný počet polí. Braní je povinné, ale vybrat si můžeš jakékoli braní. Kámen, který během braní dojde na poslední řadu, se hned stává dámou a pokračuje v braní už jako dáma. Remíza (FMJD-64): dohodou; trojím opakováním pozice; po 15 tazích každého hráče jen dámami a bez braní; tři a více dam proti osamocené dámě musí vyhrát nejpozději v 15. tahu; dvě figury nebo méně proti osamocené dámě nebo tři figury proti osamocené dámě na hlavní diagonále – po 5 tazích každého hráče; oba hráči mají dámu a materiál se nemění – po 30 tazích (při 4 nebo 5 figurách) nebo 60 tazích (při 6 nebo 7 figurách).
rules-brazilian = Pravidla mezinárodní dámy na desce 8x8: kameny berou vpřed i vzad, dáma táhne o libovolný počet polí, je povinné vzít co nejvíce figur a kámen se stává dámou, jen když na poslední řadě skončí svůj tah. Remíza (FMJD-64, jako v ruské dámě): dohodou; trojím opakováním pozice; po 15 tazích každého hráče jen dámami a bez braní; tři a více dam proti osamocené dámě musí vyhrát nejpozději v 15. tahu; dvě figury nebo méně proti osamocené dámě nebo tři figury proti osamocené dámě na hlavní diagonále – po 5 tazích každého hráče; oba hráči mají dámu a materiál se nemění – po 30 tazích (při 4 nebo 5 figurách) nebo 60 tazích (při 6 nebo 7 figurách).
rules-italian = Deska 8x8, hraje se na polích stejné barvy jako rohové pole h1; začíná bílý. Kameny táhnou a berou o jedno pole šikmo vpřed a nikdy nesmějí brát dámu. Dámy táhnou a berou o jedno pole libovolným směrem. Braní je povinné: nejdřív vzít co nejvíce figur; pak brát dámou, pokud to jde; pak vzít co nejvíce dam; pak brát dámy co nejdříve. Remíza: dohodou; trojím opakováním pozice; po 40 tazích každého hráče jen dámami a bez braní.
rules-pool = Deska 8x8, pole a1 je hrací; začíná černý. Kameny táhnou šikmo vpřed a berou vpřed i vzad. Dáma táhne o libovolný počet polí. Braní je povinné, ale vybrat si můžeš jakékoli braní. Kámen se stává dámou, jen když na poslední řadě skončí svůj tah. Remíza: dohodou; trojím opakováním pozice; když tři dámy nedokážou do 13 tahů porazit osamocenou dámu; po 25 tazích každého hráče bez braní a bez tahu kamenem.
rules-canadian = Deska 12x12, každý hráč má 30 kamenů; začíná bílý. Pravidla mezinárodní dámy: kameny táhnou šikmo vpřed a berou vpřed i vzad, dáma táhne o libovolný počet polí, je povinné vzít co nejvíce figur a kámen se stává dámou, jen když na poslední řadě skončí svůj tah. Remíza (jako v mezinárodní dámě): dohodou; trojím opakováním pozice; po 25 tazích každého hráče jen dámami a bez braní; tři figury včetně dámy proti osamocené dámě – po 16 tazích každého hráče; dvě figury nebo méně včetně dámy proti osamocené dámě – po 5 tazích každého hráče.
rules-frisian = Deska 10x10, každý hráč má 20 kamenů; začíná bílý. Kameny táhnou šikmo vpřed. Kameny i dámy berou šikmo a také rovně po řadách a sloupcích, vpřed i vzad. Dáma táhne o libovolný počet polí. Musíš zvolit braní s nejvyšší hodnotou (dáma má vyšší hodnotu než kámen, ale nižší než dva kameny); při stejné hodnotě musí brát dáma. Dokud máš ještě kameny, smí jedna dáma udělat nejvýš tři tahy za sebou. Remíza: dohodou; trojím opakováním pozice; dvě dámy proti osamocené dámě – po 7 tazích každého hráče; dáma proti dámě – po 2 tazích každého hráče; po 25 tazích každého hráče bez braní a bez tahu kamenem.
# „/rules czech“: název, jméno k napsání, shrnutí.
rules-text = { $title } ({ $name }): { $summary }
variants-header = Varianty, ve kterých dělám rozhodčího:
variants-line = { $name } – { $title }
variants-line-default = { $name } – { $title } (výchozí)
variants-footer = Napiš /rules NÁZEV a dostaneš krátké vysvětlení pravidel.

## Partie: začátek, tahy, stav

game-begins = Začíná partie ({ $variant }): { $white } proti { $black }.
bot-level = Hraju na úrovni { $level } z 10.
to-move = Na tahu: { $player }.
move-played = { $player }: tah { $move }.
move-played-captured =
    { $player }: tah { $move }, { $count ->
        [one] sebrána { $count } figura
        [few] sebrány { $count } figury
        [many] sebráno { $count } figury
       *[other] sebráno { $count } figur
    }.
move-crowned = { $played } Kámen se mění v dámu na poli { $square }.
faulty-move = Tento tah byl chybný. { $player }: před svým tahem můžeš sfouknout figuru (pole: { $squares }).
huffed = { $player }: figura na poli { $square } je sfouknutá.
board-summary = { $variant }: { $white } proti { $black }.
last-move = Poslední tah – { $player }: { $move }.
legal-moves = { $player } – platné tahy: { $moves }.
# Hry s foukáním: tahy, které jsou povolené, i když vynechají braní nebo skok nedoskáčou.
faulty-moves = Povolené, ale chybné (soupeř pak může foukat): { $moves }.
game-over = Tahle partie už skončila. { $outcome } Novou začneš příkazem /challenge nebo /play.

## Jak partie končí

outcome-no-pieces =
    { $winner ->
        [white] Vyhrává bílý – všechny černé figury jsou sebrané.
       *[black] Vyhrává černý – všechny bílé figury jsou sebrané.
    }
outcome-blocked =
    { $winner ->
        [white] Vyhrává bílý – černý je zablokovaný.
       *[black] Vyhrává černý – bílý je zablokovaný.
    }
# Jména hráčů: „Vzdáno (Ben). Vítěz: Ana.“
outcome-resigned = Vzdáno ({ $loser }). Vítěz: { $winner }.
outcome-agreement = Remíza dohodou.
outcome-repetition = Remíza – trojí opakování pozice.
outcome-king-moves =
    Remíza – { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } každého hráče jen dámami a bez braní.
outcome-three-kings =
    Remíza – tři dámy nedokázaly za { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } porazit osamocenou dámu.
outcome-king-vs-king = Remíza – dáma proti dámě.
outcome-king-vs-king-moves =
    Remíza – dáma proti dámě, { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } každého hráče.
outcome-no-progress =
    Remíza – žádný postup ({ $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } každého hráče bez braní a bez tahu kamenem).
outcome-forty-moves =
    Remíza – pravidlo 40 tahů: { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } každého hráče bez braní a bez tahu kamenem.
outcome-two-against-king =
    Remíza – dvě figury nebo méně proti osamocené dámě, { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } každého hráče.
outcome-two-kings-against-king =
    Remíza – dvě dámy proti osamocené dámě, { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } každého hráče.
outcome-three-against-king =
    Remíza – tři figury proti osamocené dámě, { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } každého hráče.
outcome-king-long-diagonal =
    Remíza – tři figury proti osamocené dámě na hlavní diagonále, { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } každého hráče.
outcome-material-unchanged = Remíza – oba hráči mají dámu a materiál se nezměnil po dobu 30 tahů (při 4 nebo 5 figurách) nebo 60 tahů (při 6 nebo 7 figurách).

## Výzvy

challenge-posted =
    { $challenger } vyzývá { $challenged } k partii ({ $variant }, { $colors }). { $challenged }: přijmi, nebo odmítni do { $minutes ->
        [one] { $minutes } minuty
        [few] { $minutes } minut
        [many] { $minutes } minuty
       *[other] { $minutes } minut
    }.
challenge-colors-random = barvy losem
challenge-colors-white = { $name } hraje bílými
challenge-colors-black = { $name } hraje černými
challenge-waiting = Tady už čeká výzva: { $challenger } vyzývá { $challenged }.
challenge-self = Sebe vyzvat nemůžeš – zahraj si se mnou přes /play.
challenge-none-to-accept = Tady není žádná výzva, kterou by šlo přijmout.
challenge-none-to-decline = Tady není žádná výzva, kterou by šlo odmítnout.
challenge-only-accept = Tuhle výzvu může přijmout jen { $name }.
challenge-only-decline = Tuhle výzvu může odmítnout jen { $name }.
challenge-expired = Výzva vypršela. Pošli novou přes /challenge.
challenge-declined = { $name } výzvu odmítá.
challenge-withdrawn = { $name } výzvu stahuje.
button-accept = Přijmout
button-decline = Odmítnout
# Klepnutí pod deskou (issue 46): nabídka tahů a tlačítka místo psaní.
tap-pick-move = Vyber svůj tah
tap-pick-piece = Vyber figuru, kterou potáhneš
tap-piece-moves = { $count ->
        [one] jeden tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    }
tap-piece-chosen = Figura na poli { $square } má { $count ->
        [one] jeden tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    }: vyber si.
tap-draw-offer = Nabídnout remízu
tap-draw-accept = Přijmout remízu
tap-resign = Vzdát se
tap-resign-sure = Ano, vzdávám se
tap-resign-ask = Opravdu se chceš vzdát (soupeř: { $opponent })? Vzít to zpět nepůjde.
tap-flip = Deska z mé strany
tap-huff = Sfouknout { $square }
tap-stale = Tahle deska už neplatí: partie mezitím pokročila. Použij nejnovější desku.
tap-over = Tato partie už skončila, na její desce se hrát nedá.
tap-unknown = Tohle tlačítko ani nabídka nejsou moje, takže se nic nestalo.
terminal-numbered = Tahy (napiš tah nebo jeho číslo): { $moves }
terminal-no-number = Tah číslo { $number } tu není: napiš jedno z čísel vypsaných pod deskou.

## Remíza, vzdání, foukání, PDN

draw-offered = { $player } nabízí remízu. { $opponent }: přijmi ji příkazem /draw, nebo prostě hraj dál.
draw-already-offered = Remízu už nabízíš; nabídka platí do dalšího tahu.
draw-declined-by-bot = { $bot } remízu odmítá – hrajeme dál.
huff-not-this-game = Foukat se dá jen ve hrách s foukáním (huff10, huff12).
huff-nothing = Není co sfouknout: poslední tah soupeře nebyl chybný.
huff-which = Napiš, kterou figuru chceš sfouknout. Můžeš: { $squares }.
huff-wrong-square = Figuru na poli { $square } sfouknout nejde; můžeš: { $squares }.
pdn-last-game = Poslední partie z tohoto kanálu ve formátu PDN.
pdn-so-far = Dosavadní průběh partie ve formátu PDN.
pdn-none = V tomto kanálu se ještě žádná partie nehrála.

## Odmítnutí

game-running = Tady už běží partie. Nejdřív ji dohraj (nebo se vzdej), případně hraj ve vlákně.
challenge-pending = Tady už čeká výzva na odpověď.
no-game = V tomto kanálu neběží žádná partie. Začni ji příkazem /challenge nebo /play.
no-challenge = Tady není žádná výzva.
not-a-player = V této partii nehraješ.
not-your-turn = Nejsi na tahu – na tahu je { $player }.
bad-level = „{ $given }“ není úroveň: zvol číslo od 1 do 10.
bad-color = „{ $given }“ není barva: zvol white, black nebo random.
unknown-variant = Neznámá varianta „{ $given }“; znám tyto varianty: { $known }.
unknown-variant-near = Neznámá varianta „{ $given }“; nemyslíš { $near }?
restarting = Damero se restartuje; zkus to prosím za chvilku znovu.
failed = Promiň, u mě se něco pokazilo a nic se nezměnilo. Zkus to prosím znovu.

## Tahy, které nejdou zahrát

move-empty = Tomuhle tahu nerozumím: nebyl zadán žádný tah. Piš tah jako 11-15, 11x18 nebo c3-d4.
move-too-long = Tomuhle tahu nerozumím: na tah je to moc dlouhé.
move-bad-square = Tomuhle tahu nerozumím: „{ $part }“ v „{ $text }“ není pole. Piš tah jako 11-15, 11x18 nebo c3-d4.
move-not-a-move = „{ $text }“ jako tah nepřečtu. Piš tah jako 11-15, 11x18 nebo c3-d4.
move-one-square = Tomuhle tahu nerozumím: „{ $text }“ uvádí jen jedno pole, tah potřebuje začátek i konec, např. 11-15.
square-numbers-not-used = { $variant }: pole se značí písmenem a číslem, např. c3, ne čísly jako { $number }.
square-number-too-high = { $variant }: pole { $number } neexistuje, pole jsou číslovaná od 1 do { $max }.
square-not-playing = { $variant }: { $square } není hrací pole (sloupce a-{ $file }, řady 1-{ $size }, jen tmavá pole).
square-off-board = { $variant }: pole { $square } na desce není (sloupce a-{ $file }, řady 1-{ $size }).
illegal = Neplatný tah { $move }: { $reason }.
ambiguous = Tah { $move } není jednoznačný: napiš celou cestu, jednu z těchto: { $paths }.
illegal-no-legal-move =
    { $turn ->
        [white] bílý nemá
       *[black] černý nemá
    } žádný platný tah
illegal-no-piece = na poli { $square } nestojí žádná figura
illegal-not-your-piece =
    figura na poli { $square } je { $owner ->
        [white] bílá a na tahu je černý
       *[black] černá a na tahu je bílý
    }
illegal-wrong-path = touhle cestou tento tah vést nemůže; zapiš ho jako { $paths }
illegal-must-complete = započatý skok se musí doskákat – platné tahy: { $legal }
illegal-king-must-capture = brát může dáma, takže brát musí dáma – platné tahy: { $legal }
illegal-must-take-most =
    musíš vzít co nejvíce figur ({ $count ->
        [one] { $count } figura
        [few] { $count } figury
        [many] { $count } figury
       *[other] { $count } figur
    }) – platné tahy: { $legal }
illegal-must-take-value = musíš zvolit braní s nejvyšší hodnotou (dáma má vyšší hodnotu než kámen, ale nižší než dva kameny; při stejné hodnotě bere dáma) – platné tahy: { $legal }
illegal-king-must-rest =
    dáma na poli { $square } udělala { $count ->
        [one] { $count } tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    } za sebou, a dokud máš kameny, musí jeden tah stát – platné tahy: { $legal }
illegal-capture-compulsory = braní je povinné – platné tahy: { $legal }
illegal-piece-cannot-move = figura na poli { $square } nemůže táhnout – platné tahy: { $legal }
illegal-not-there = platné tahy z pole { $square }: { $moves }
illegal-not-available = tenhle tah v této pozici není možný

## Textové příkazy (Discord a terminál)

unknown-command = Příkaz „{ $command }“ neznám. Zkus { $prefix }help.
challenge-whom = Napiš, koho vyzýváš: { $prefix }challenge @někdo [varianta] [white|black|random].
challenge-who = Nevím, kdo je „{ $given }“: označ přes @ toho, koho vyzýváš.

## Nápověda

help-discord =
    Damero dělá rozhodčího v partiích dámy a hraje i s tebou. V jednom kanálu jedna partie (vlákno je taky kanál).
    /challenge @někdo [varianta] [barva] nebo { $prefix }challenge – vyzvat někoho (výzvu přijme, nebo odmítne)
    /play [varianta] [úroveň 1-10] [barva] nebo { $prefix }play – partie se mnou
    /move 11-15 nebo { $prefix }move, nebo prostě napiš tah, když jsi na tahu – 11-15, 11x18x25, c3xe5
    /board, /moves, /resign, /draw (nabídnout nebo přijmout remízu), /huff 23 (hry s foukáním), /pdn
    /abort (zrušit, dokud oba netáhli), /rating [@hráč], /leaderboard (žebříček), /history (historie), /replay [partie], /review [partie] (rozbor), /pdn [partie]
    /puzzle [varianta] – úloha jen pro tebe; odpovídej příkazem /puzzle move:…
    /rules [varianta], /variants, /help, /settings – stejná slova fungují i s { $prefix }
help-terminal =
    Když jsi na tahu, napiš tah s označením polí, jak je ukazuje deska: { $example }.
    Při braní se pole spojují znakem x.
    { $board } – znovu deska
    { $moves } – platné tahy
    { $draw } – nabídnout nebo přijmout remízu
    { $resign } – vzdát partii (vyhrává soupeř)
    { $abort } – zrušit partii, dokud oba netáhli (nepočítá se nikomu)
    { $huff } 23 – sfouknout figuru po chybném tahu (hry s foukáním)
    { $pdn } – dosavadní partie
    { $rules } [varianta] – pravidla
    { $variants } – všechny varianty
    { $help } – tento seznam
    { $quit } – ukončit program (také exit)

## Nastavení serveru

settings-show = Nastavení tohoto serveru: jazyk – { $language }.
settings-changed = Nastavení změněno: jazyk – { $language }.
settings-need-manage = Nastavení můžou měnit jen členové s oprávněním Spravovat server.
settings-only-in-server = Nastavení patří k serveru; v soukromých zprávách žádné není.
language-name =
    { $code ->
        [en] angličtina (en)
        [es] španělština (es)
        [fil] filipínština (fil)
        [cs] čeština (cs)
        [tr] turečtina (tr)
        [pt] portugalština (pt)
        [ru] ruština (ru)
       *[it] italština (it)
    }

## Terminál (damero play)

terminal-start = Damero v terminálu. Obrázky desky se ukládají do { $folder }/.
terminal-start-hint = Napiš tah ({ $example }) nebo { $board }, { $moves }, { $draw }, { $resign }, { $pdn }, { $help }, { $quit }.
terminal-start-no-boards = Damero v terminálu. Bez obrázků desky; partie ve formátu PDN se ukládá do { $folder }/.
terminal-start-unsaved = Damero v terminálu. Tentokrát se nic neukládá: žádné obrázky desky ani PDN.
terminal-out-unwritable = Do { $folder } nemohu zapisovat ({ $reason ->
        [denied] chybí oprávnění
        [not-folder] není to složka
        [read-only] disk je jen pro čtení
       *[other] došlo k chybě
    }), takže se hraje bez obrázků desky a partie se neukládají.
terminal-setup-done = V terminálu je partie už připravená; dohraj ji, nebo napiš { $quit }.
terminal-chat = „{ $given }“ není ani tah, ani příkaz. Zkus příkaz { $help }.
terminal-not-utf8 = Tenhle řádek není čitelný text (není v UTF-8); napiš ho znovu.
terminal-pdn-written = Partie ve formátu PDN je uložená v { $file }.
terminal-resumed = Pokračujeme v partii ze souboru { $file }: zatím { $count ->
        [one] jeden tah
        [few] { $count } tahy
        [many] { $count } tahu
       *[other] { $count } tahů
    }.
terminal-resume-missing = Soubor { $file }, ve kterém by se dalo pokračovat, neexistuje.
terminal-resume-bad = V { $file } není partie, ve které bych mohl pokračovat: není to soubor PDN, který Damero umí přečíst.
terminal-resume-over = Partie v { $file } už skončila: { $outcome }
terminal-pdn-resume = Později v ní pokračuješ takto: damero play --resume { $file }
terminal-bye = Měj se.
terminal-player-one = Hráč 1
terminal-player-two = Hráč 2
terminal-player = Hráč

## Popisy slash příkazů a jejich voleb (Discord je ukazuje při výběru příkazu)

cmd-challenge = Vyzvat někoho k partii dámy
cmd-challenge-opponent = Koho vyzýváš
cmd-option-variant = Varianta (výchozí: spanish)
cmd-option-color = Tvoje barva
cmd-accept = Přijmout výzvu, která tu na tebe čeká
cmd-decline = Odmítnout (nebo stáhnout) výzvu v tomto kanálu
cmd-play = Zahrát si partii se mnou
cmd-play-level = Moje úroveň, 1-10
cmd-move = Zahrát tah, např. 11-15 nebo 11x18x25
cmd-move-move = Tah
cmd-board = Zobrazit desku
cmd-moves = Vypsat platné tahy
cmd-resign = Vzdát partii
cmd-draw = Nabídnout remízu, nebo přijmout soupeřovu nabídku
cmd-huff = Sfouknout figuru po chybném tahu soupeře (hry s foukáním)
cmd-huff-square = Pole figury, kterou chceš odebrat
cmd-pdn = Partie jako soubor PDN
cmd-rules = Pravidla varianty
cmd-rules-variant = Varianta
cmd-variants = Varianty, ve kterých dělám rozhodčího
cmd-help = Jak se mnou hrát
cmd-settings = Zobrazit nebo změnit nastavení serveru (ke změně je potřeba Spravovat server)
cmd-settings-language = Jazyk všeho, co se v kanálu čte
color-white = bílé
color-black = černé
color-random = náhodně

## time (issue 10): time per move, aborts, expired challenges, server settings, threads

time-malformed = „{ $given }“ není čas: napiš číslo a jednotku, třeba 30s, 10m, 2h nebo 3d.
time-too-short = „{ $given }“ je příliš málo: na tah je nejméně 10 sekund (10s).
time-too-long = „{ $given }“ je příliš mnoho: na tah je nejvýš 30 dní (30d).
time-days-hours = { $days ->
        [one] { $days } den
        [few] { $days } dny
       *[other] { $days } dní
    } { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    }
time-days = { $days ->
        [one] { $days } den
        [few] { $days } dny
       *[other] { $days } dní
    }
time-hours-minutes = { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    } { $minutes ->
        [one] { $minutes } minuta
        [few] { $minutes } minuty
       *[other] { $minutes } minut
    }
time-hours = { $hours ->
        [one] { $hours } hodina
        [few] { $hours } hodiny
       *[other] { $hours } hodin
    }
time-minutes = { $minutes ->
        [one] { $minutes } minuta
        [few] { $minutes } minuty
       *[other] { $minutes } minut
    }
time-seconds = { $seconds ->
        [one] { $seconds } sekunda
        [few] { $seconds } sekundy
       *[other] { $seconds } sekund
    }
time-unlimited = bez omezení
to-move-time = Na tahu: { $player } — zbývající čas: { $time }.
game-lost-on-time = { $loser } překročil(a) čas. Vítěz: { $winner }.
game-aborted-never-moved = Partie zrušena — { $player } vůbec netáhl(a). Nepočítá se nikomu.
game-aborted-by = { $player } partii zrušil(a). Nepočítá se nikomu.
game-aborted = Partie byla zrušena. Nepočítá se nikomu.
abort-too-late = Na zrušení je pozdě: oba hráči už táhli. Můžeš se vzdát, nebo nabídnout remízu.
challenge-expired-notice = Výzva od { $challenger } pro { $challenged } vypršela bez odpovědi.
challenge-closed = Výzva od { $challenger } pro { $challenged } už neplatí.
challenge-move-time = Čas na tah: { $time }.
settings-show-game = Čas na tah { $time }; výchozí varianta { $variant }; vlákno pro každou partii: { $threads ->
        [on] ano
       *[off] ne
    }.
thread-name = { $first } vs { $second }
thread-opened = Partie má vlastní vlákno: { $thread }
cmd-abort = Zrušit partii bez hodnocení (jen než oba hráči táhnou)
cmd-challenge-time = Čas na tah, třeba 30s, 10m, 2h nebo 3d
cmd-settings-move_time = Čas na tah v partiích tohoto serveru, třeba 10m, 2h nebo 1d
cmd-settings-default_variant = Varianta, když žádná není uvedena
cmd-settings-threads = Otevřít pro každou partii vlákno
## ratings (issue 10): hodnocení, žebříček, historie, PDN podle čísla, záznam partie

rating-change = { $name } { $rating } ({ $change })
rating-changes = Hodnocení: { $white }, { $black }.
rating-show =
    { $name }, { $variant }: hodnocení { $rating } (odchylka { $deviation }), { $games ->
        [one] { $games } hodnocená partie
        [few] { $games } hodnocené partie
        [many] { $games } hodnocené partie
       *[other] { $games } hodnocených partií
    } (výhry: { $wins }, remízy: { $draws }, prohry: { $losses }).
rating-provisional = Hodnocení je zatím předběžné (odchylka nad { $deviation }): ještě pár partií a ustálí se.
rating-unrated = { $name } zatím nemá žádnou hodnocenou partii ve variantě { $variant }.
rating-bot-line = Proti { $bot } na úrovni { $level }: výhry: { $wins }, remízy: { $draws }, prohry: { $losses }.
rating-never-played = { $name }: se mnou zatím žádná dohraná partie.
leaderboard-header = Nejlepší hráči tohoto serveru ({ $variant }):
leaderboard-line =
    { $rank }. { $name } — { $rating } ({ $games ->
        [one] { $games } partie
        [few] { $games } partie
        [many] { $games } partie
       *[other] { $games } partií
    })
leaderboard-line-provisional =
    { $rank }. { $name } — { $rating }? ({ $games ->
        [one] { $games } partie
        [few] { $games } partie
        [many] { $games } partie
       *[other] { $games } partií
    })
leaderboard-footer = ? = předběžné hodnocení (odchylka nad { $deviation }: zatím málo partií, nebo žádná v poslední době).
leaderboard-empty = Na tomto serveru zatím nikdo nemá hodnocenou partii ({ $variant }).
leaderboard-only-in-server = Žebříček patří serveru: zeptejte se v některém z jeho kanálů.
history-header = Poslední partie hráče { $name }:
history-line =
    #{ $id } · { $date } · { $variant } · proti { $opponent } · { $result ->
        [win] výhra
        [loss] prohra
        [draw] remíza
        [ongoing] hraje se
       *[none] bez výsledku
    } { $change }
game-unknown = Partie #{ $id } neexistuje. Čísla partií vypíše /history.
bad-game-id = „{ $given }“ není číslo partie: napište ho takto: 42.
user-who = Nevím, kdo je „{ $given }“: označte ho přes @, například @Ana.
pdn-game = Partie #{ $id } ve formátu PDN.
pdn-game-so-far = Partie #{ $id } zatím, ve formátu PDN.
replay-none = V tomto kanálu ještě žádná partie neskončila: uveďte číslo, například /replay game:42.
replay-posted =
    Partie #{ $id }: { $white } proti { $black }, { $plies ->
        [one] { $plies } tah
        [few] { $plies } tahy
        [many] { $plies } tahu
       *[other] { $plies } tahů
    }.
replay-too-large = Partie #{ $id } je příliš dlouhá, aby se jako GIF vešla do limitu nahrávání na Discordu.
cmd-rating = Hodnocení hráče, jeho partie a bilance proti mně
cmd-option-user = Čí (výchozí: vaše)
cmd-leaderboard = Nejlépe hodnocení hráči tohoto serveru
cmd-history = Posledních 10 partií hráče
cmd-pdn-game = Číslo partie (výchozí: partie tohoto kanálu)
cmd-replay = Partie jako animovaný obrázek (GIF)
cmd-replay-game = Číslo partie (výchozí: poslední dohraná v tomto kanálu)
## ops (issue 11)
flood-notice = Posíláš příkazy příliš rychle, proto tvoje příkazy v tomto kanálu { $seconds ->
        [one] jednu sekundu
        [few] { $seconds } sekundy
       *[other] { $seconds } sekund
    } nebudu brát v úvahu. Zpomal prosím.
too-long = Na příkaz je to příliš dlouhé: příkaz může mít nejvýše { $max ->
        [one] jeden znak
        [few] { $max } znaky
       *[other] { $max } znaků
    }.
## review (issue 12, branch engine)
cmd-review = Rozbor dohrané partie: chyby, hrubé chyby a lepší tahy
cmd-review-game = Číslo partie (výchozí: poslední partie v tomto kanálu)
review-header = Rozbor partie { $id }, { $white } proti { $black }: { $moves ->
        [one] prověřen { $moves } tah
        [few] prověřeny { $moves } tahy
       *[other] prověřeno { $moves } tahů
    }, do hloubky { $depth } půltahů.
review-mistake = { $number }{ $dots } { $move } ({ $player }) je chyba ({ $loss }); lepší bylo { $better }.
review-blunder = { $number }{ $dots } { $move } ({ $player }) je hrubá chyba ({ $loss }); lepší bylo { $better }.
review-clean = V této partii jsem nenašel žádné chyby ani hrubé chyby.
review-summary = { $player }: { $mistakes ->
        [0] žádná chyba
        [one] { $mistakes } chyba
        [few] { $mistakes } chyby
       *[other] { $mistakes } chyb
    }, { $blunders ->
        [0] žádná hrubá chyba
        [one] { $blunders } hrubá chyba
        [few] { $blunders } hrubé chyby
       *[other] { $blunders } hrubých chyb
    }.
review-graph = Graf ukazuje výhodu bílého v kamenech po každém tahu (nad střední čarou je na tom lépe bílý); oranžové tečky značí chyby, červené hrubé chyby.
review-board-legend = Na každé desce ukazuje oranžová šipka zahraný tah a { $better ->
        [blue] modrá
       *[green] zelená
    } šipka lepší tah.
review-none = V tomto kanálu ještě žádná partie neskončila, takže není co rozebírat.
review-no-such-game = Dohranou partii číslo { $id }, kterou bych tu mohl rozebrat, nemám.
review-not-finished = Partie { $id } se ještě hraje; partie rozebírám, až skončí.
review-bad-id = „{ $given }“ není číslo partie. Napiš { $prefix }review pro poslední partii tady, nebo { $prefix }review a číslo partie.

## Slova příkazů
cmd-name-challenge = vyzvat
cmd-name-accept = přijmout
cmd-name-decline = odmítnout
cmd-name-play = hrát
cmd-name-move = tah
cmd-name-board = deska
cmd-name-moves = tahy
cmd-name-resign = vzdát
cmd-name-draw = remíza
cmd-name-huff = foukat
cmd-name-pdn = pdn
cmd-name-rules = pravidla
cmd-name-variants = varianty
cmd-name-help = nápověda
cmd-name-settings = nastavení
cmd-name-abort = zrušit
cmd-name-rating = hodnocení
cmd-name-leaderboard = žebříček
cmd-name-history = historie
cmd-name-replay = přehrát
cmd-name-review = rozbor
cmd-option-name-opponent = soupeř
cmd-option-name-variant = varianta
cmd-option-name-color = barva
cmd-option-name-time = čas
cmd-option-name-level = úroveň
cmd-option-name-move = tah
cmd-option-name-square = pole
cmd-option-name-game = partie
cmd-option-name-language = jazyk
cmd-option-name-move_time = čas_na_tah
cmd-option-name-default_variant = výchozí_varianta
cmd-option-name-threads = vlákna
cmd-option-name-user = hráč
word-quit = konec
word-skip = přeskočit
store-unavailable = Úložiště partií je teď nedostupné, takže se nic nezměnilo. Zkus to za chvíli znovu.
## review, for readers (issue 34, branch engine-split): the graph's words, a reviewed file's header
review-graph-moves = tah
review-graph-advantage = výhoda bílých (kameny)
review-graph-mistake = chyba
review-graph-blunder = hrubá chyba
review-graph-cut = přes ±{ $men }
review-file-header = { $white } proti { $black }: { $moves ->
        [one] prověřen { $moves } tah
        [few] prověřeny { $moves } tahy
       *[other] prověřeno { $moves } tahů
    }, do hloubky { $depth } půltahů.
## The terminal's own words (issue 35)

terminal-board-key = ○ bílý kámen   ◎ bílá dáma   ● černý kámen   ◉ černá dáma
terminal-variants-footer = Napiš { $rules } NÁZEV a dostaneš krátké vysvětlení pravidel.
terminal-draw-offered = { $player } nabízí remízu. { $opponent }: přijmi ji příkazem { $draw }, nebo prostě hraj dál.
terminal-again = Ještě jednu partii? Stiskni Enter, nebo napiš { $quit } a skonči.
## Tournaments (issue 33)
cmd-tournament = Turnaje v tomto kanálu: založit, přihlásit, odhlásit, zahájit, pořadí, rozlosování, zrušit
cmd-name-tournament = turnaj
cmd-tournament-create = Založit turnaj v tomto kanálu (Spravovat server nebo turnajová role)
cmd-tournament-join = Přihlásit se do turnaje v tomto kanálu
cmd-tournament-leave = Odhlásit se z turnaje v tomto kanálu (když už běží, do dalších kol tě nenalosuju)
cmd-tournament-start = Zahájit turnaj v tomto kanálu hned teď (jen jeho ředitel)
cmd-tournament-standings = Zobrazit pořadí turnaje v tomto kanálu
cmd-tournament-pairings = Zobrazit rozlosování kola (výchozí: aktuální kolo)
cmd-tournament-cancel = Zrušit turnaj v tomto kanálu (jen jeho ředitel)
cmd-name-tournament-create = založit
cmd-name-tournament-join = přihlásit
cmd-name-tournament-leave = odhlásit
cmd-name-tournament-start = zahájit
cmd-name-tournament-standings = pořadí
cmd-name-tournament-pairings = rozlosování
cmd-name-tournament-cancel = zrušit
cmd-tournament-format = Švýcarský systém, každý s každým (jednokolově, nebo dvoukolově) nebo aréna
cmd-tournament-rounds = Počet kol švýcarského systému (výchozí 5)
cmd-tournament-duration = Délka arény, třeba 30m nebo 1h (výchozí 1h)
cmd-tournament-time = Čas na tah v partiích turnaje, třeba 1m, 10m nebo 1d (výchozí: jako na serveru)
cmd-tournament-start_in = Zahájit samo po této době, třeba 15m nebo 2h (výchozí: až rozhodne ředitel)
cmd-tournament-name = Název turnaje
cmd-tournament-round = Kolo
cmd-option-name-format = formát
cmd-option-name-rounds = kola
cmd-option-name-duration = délka
cmd-option-name-start_in = začít_za
cmd-option-name-name = název
cmd-option-name-round = kolo
format-swiss = Švýcarský systém
format-roundrobin = Každý s každým
format-double = Každý s každým dvoukolově
format-arena = Aréna
tournament-format-swiss = švýcarský systém na { $rounds ->
        [one] jedno kolo
        [few] { $rounds } kola
        [many] { $rounds } kola
       *[other] { $rounds } kol
    }
tournament-format-roundrobin = turnaj každý s každým
tournament-format-double = dvoukolový turnaj každý s každým
tournament-format-arena = aréna na { $minutes ->
        [one] jednu minutu
        [few] { $minutes } minuty
        [many] { $minutes } minuty
       *[other] { $minutes } minut
    }
tournament-default-name = Turnaj hráče { $director }
tournament-created = { $director } zakládá { $name }: { $format }, { $variant }, { $time } na tah. Přihlas se přes { $join }.
tournament-starts-in = Začíná { $when }.
tournament-starts-by-director = Turnaj začne, až ho { $director } zahájí.
tournament-joined = { $name }: přihlásil(a) se { $player } ({ $count ->
        [one] { $count } hráč
        [few] { $count } hráči
        [many] { $count } hráče
       *[other] { $count } hráčů
    }).
tournament-joined-late = { $name }: přihlásil(a) se { $player } a bude losován(a) od { $round }. kola.
tournament-left = { $name }: odhlásil(a) se { $player }.
tournament-withdrew = { $name }: { $player } odstupuje a do dalších kol už losován(a) nebude.
tournament-begins = { $name } začíná!
tournament-round = Kolo { $round } z { $total }:
tournament-arena-games = { $name } – nové partie:
tournament-board = Deska { $board }: { $white } (bílé) – { $black } (černé) { $where }
tournament-board-result = Deska { $board }: { $white } – { $black }: { $result }
tournament-bye = { $player } má v tomto kole volno a dostává bod.
tournament-round-over = Kolo { $round } skončilo.
tournament-standings-title = { $name }: pořadí po { $round }. kole
tournament-arena-standings-title = { $name }: pořadí
tournament-standings-line = { $rank }. { $player } — { $points }{ $tiebreaks }
tournament-standings-empty = { $name }: zatím se nikdo nepřihlásil.
tournament-column-rank = #
tournament-column-player = Hráč
tournament-column-points = Body
tiebreak-bh = Bh
tiebreak-bh-c1 = Bh-1
tiebreak-sb = SB
tiebreak-wins = Výhry
tiebreak-de = VZ
tournament-arena-closed = { $name }: čas vypršel. Nové partie už nebudou, rozehrané se ale ještě počítají.
tournament-finished = { $name }: konec turnaje. Vítěz: { $winner }!
tournament-final-files = V příloze je konečné pořadí, všechny partie (PDN) a soubor s hlášením pro FIDE (TRF).
tournament-cancelled = { $director } zrušil(a) { $name }.
tournament-cancelled-too-few = { $name }: turnaj nemohl začít – { $count ->
        [one] přihlásil se { $count } hráč
        [few] přihlásili se { $count } hráči
        [many] přihlásilo se { $count } hráče
       *[other] přihlásilo se { $count } hráčů
    }, a je potřeba { $need }.
tournament-thread-name = { $name } · { $round } · { $white } – { $black }
tournament-arena-thread-name = { $name } · { $white } – { $black }
tournament-not-paired = { $name }: zatím není rozlosované žádné kolo.
tournament-need-director = Turnaje můžou zakládat a řídit jen členové, kteří smějí spravovat server, nebo mají turnajovou roli.
tournament-only-director = { $name }: tohle může jen zakladatel turnaje { $director }, nebo člen, který smí spravovat server.
tournament-none-here = V tomto kanálu není žádný turnaj. Založíš ho příkazem { $create }.
tournament-one-per-channel = Tento kanál už turnaj má: { $name }. Nejdřív ho dohrajte, nebo zrušte.
tournament-already-in = { $name }: už jsi přihlášen(a).
tournament-not-in = { $name }: nejsi přihlášen(a).
tournament-closed = { $name } je rozehraný turnaj každý s každým: nové hráče už nepřijímá.
tournament-too-few = { $name } potřebuje ke startu aspoň { $need ->
        [one] { $need } hráče
        [few] { $need } hráče
        [many] { $need } hráče
       *[other] { $need } hráčů
    }; přihlášených je { $count }.
tournament-started-already = { $name } už běží.
tournament-over = { $name }: turnaj už skončil.
tournament-round-past = { $name } nemá kolo { $round }: kol je jen { $total }.
tournament-bad-format = „{ $given }“ není formát turnaje: napiš swiss (švýcarský systém), roundrobin (každý s každým), double (dvoukolově) nebo arena.
tournament-bad-rounds = Švýcarský systém má 1 až 30 kol, ne { $given }.
tournament-bad-duration = Aréna trvá od 5 minut do 24 hodin, ne { $given }.
tournament-bad-action = Napiš, co se má stát: { $prefix }tournament create, join, leave, start, standings, pairings nebo cancel.
tournament-bad-option = „{ $given }“ tady nedokážu přečíst. Příklad: { $prefix }tournament create swiss rounds:5 time:10m start:30m
tournament-no-abort = Tohle je turnajová partie: zrušit ji nejde. Pokud musíš skončit, vzdej se.
tournament-in-server = Turnaje se hrají v kanálech serveru.
settings-tournament-role = Turnaje můžou zakládat a řídit i členové s rolí { $role }.
cmd-settings-tournament_role = Členové s touto rolí můžou zakládat a řídit turnaje
cmd-option-name-tournament_role = turnajová_role
tournament-bad-tiebreaks = „{ $given }“ není pomocné hodnocení: použijte bh, bh-c1, sb, wins nebo de, oddělené čárkami.
cmd-tournament-tiebreaks = Pomocná hodnocení v pořadí, např. bh-c1,bh,sb,wins (výchozí: podle systému)
cmd-option-name-tiebreaks = pomocná_hodnocení
tournament-standings-more = … a { $count ->
        [one] další hráč
        [few] další { $count } hráči
        [many] dalších { $count } hráče
       *[other] dalších { $count } hráčů
    } na obrázku.

## Puzzles (issue 32)
puzzle-start = Úlohy Damera: { $variant }, { $count ->
        [one] jedna úloha
        [few] { $count } úlohy
        [many] { $count } úlohy
       *[other] { $count } úloh
    }. Zadávej tahy; { $help } ukáže, co dalšího můžeš napsat, a { $quit } ukončí řešení.
puzzle-help = Napiš svůj tah v číslování desky ({ $example }), nebo { $board } pro zobrazení desky, { $moves } pro tvoje možné tahy, { $skip } pro řešení (bez hodnocení) a { $quit } pro konec.
puzzle-moves = Tvoje možné tahy: { $moves }.
puzzle-skipped = Přeskočeno, bez hodnocení. Řešení: { $line }.
puzzle-out-unwritable = Do { $folder } nemohu zapisovat ({ $reason ->
        [denied] chybí oprávnění
        [not-folder] není to složka
        [read-only] disk je jen pro čtení
       *[other] došlo k chybě
    }), takže úlohy pokračují bez obrázků desky.
puzzle-none = Zatím tu nejsou žádné úlohy ({ $variant }).
puzzle-all-done = Prošel(a) jsi všechny úlohy ({ $variant }). Výborně!
puzzle-intro = Úloha { $id } · hodnocení { $rating }
puzzle-themes = Témata: { $themes }
puzzle-theme-shot = kombinace
puzzle-theme-breakthrough = průnik do dámy
puzzle-theme-king-capture = braní dámy
puzzle-theme-endgame = koncovka
puzzle-to-play = { $color ->
        [white] Bílý táhne
       *[black] Černý táhne
    } a vyhraje.
puzzle-right = Správně: { $move }.
puzzle-reply = { $color ->
        [white] Bílý odpovídá
       *[black] Černý odpovídá
    } { $move }.
puzzle-forced = Tvůj jediný možný tah se zahrál sám: { $move }.
puzzle-solved = Vyřešeno!
puzzle-wrong = Tenhle ne: na { $move } přijde { $reply }.
puzzle-wrong-ends = Tenhle ne: { $move } nevyhrává.
puzzle-solution = Řešení: { $line }.
puzzle-over = Tahle úloha už skončila.
puzzle-rating = Tvoje hodnocení v úlohách: { $old } → { $new }.
puzzle-streak = { $count ->
        [one] Jedna úloha vyřešená v řadě.
        [few] { $count } úlohy vyřešené v řadě.
        [many] { $count } úlohy vyřešené v řadě.
       *[other] { $count } úloh vyřešených v řadě.
    }
puzzle-next = Stiskni Enter pro další úlohu, nebo napiš { $quit } a skonči.
puzzle-how = Odpověz příkazem { $answer }, za který napíšeš svůj tah (v číslování desky).
puzzle-open = Už máš otevřenou úlohu { $id }: nejdřív ji dořeš příkazem { $answer } a svým tahem.
puzzle-not-open = Nemáš otevřenou žádnou úlohu. Příkaz { $start } ti jednu dá.
cmd-puzzle = Úloha jen pro tebe: najdi vítěznou variantu tah po tahu
cmd-name-puzzle = úloha
cmd-puzzle-variant = Varianta (výchozí: ta, kterou hraje server)
cmd-puzzle-move = Tvoje odpověď na otevřenou úlohu: jeden tah
leaderboard-puzzles-word = úlohy
leaderboard-puzzles-header = Nejlepší řešitelé úloh na tomto serveru ({ $variant }):
leaderboard-puzzles-line = { $rank }. { $name } — { $rating } (vyřešeno { $solved } z { $tried })
leaderboard-puzzles-empty = Na tomto serveru zatím nikdo nezkusil žádnou úlohu ({ $variant }).
rating-puzzles = Úlohy: hodnocení { $rating }, vyřešeno { $solved } z { $tried }, nejdelší série { $best }.
cmd-leaderboard-puzzles = Nejlepší řešitelé úloh místo nejlepších hráčů
cmd-option-name-puzzles = úlohy
daily-word = denní
daily-title = Úloha dne ({ $variant }):
daily-yesterday = Včerejší úloha { $id }: { $line }.
daily-yesterday-solver = Jako první ji vyřešil(a) { $name }.
daily-yesterday-nobody = Nikdo ji nevyřešil.
daily-how = Odpovědět může každý, ale jen jednou: { $answer } { $daily } a za tím všechny tvé tahy oddělené mezerou. První správnou odpověď tu oznámím.
daily-solved = { $name } jako první vyřešil(a) dnešní úlohu ({ $id })!
daily-none = Tento server teď nemá žádnou úlohu dne.
daily-twice = Na dnešní úlohu už jsi odpověděl(a). Přijď zítra!
daily-wrong = To není řešení. Ukážu ho spolu se zítřejší úlohou.
daily-right-first = Správně, a jsi první! Kanál už to ví.
daily-right-after = Správně! Dnes byl(a) první { $name }.
settings-daily-puzzle = Úloha dne vychází v { $channel } v { $hour }:00 UTC.
cmd-settings-puzzle_channel = Kanál pro úlohu dne
cmd-settings-puzzle_hour = Hodina, kdy vychází úloha dne (0-23, UTC)
cmd-option-name-puzzle_channel = kanál_úloh
cmd-option-name-puzzle_hour = hodina_úloh
cmd-option-name-daily = denní
cmd-puzzle-daily = Úloha dne tohoto serveru místo tvé vlastní

## Oprávnění (issue 44): jak je Discord sám jmenuje v nastavení
permission-view-channel = Zobrazit kanály
permission-send-messages = Posílat zprávy
permission-send-messages-in-threads = Posílat zprávy ve vláknech
permission-embed-links = Vkládat odkazy
permission-attach-files = Přikládat soubory
permission-create-public-threads = Vytvářet veřejná vlákna
permission-manage-threads = Spravovat vlákna
missing-permission = K tomu potřebuji v tomto kanálu oprávnění { $permissions }; správce serveru mi { $count ->
        [one] ho
       *[other] je
    } může udělit v nastavení kanálu.
tournament-blocked = { $name } čeká: k otevření vláken pro jeho partie potřebuji v tomto kanálu oprávnění { $permissions } a kolo začne samo, jakmile mi { $count ->
        [one] ho
       *[other] je
    } správce serveru udělí.

## Web pages
settings-web = Webové stránky tohoto serveru: { $state ->
        [on] zapnuté
       *[off] vypnuté
    }.
cmd-settings-web = Ukazovat partie, turnaje a hráče tohoto serveru na webových stránkách Damera
cmd-option-name-web = web
web-game-link = Stránka partie: { $url }
web-tournament-link = Stránka turnaje: { $url }
web-tagline = Dáma hraná na Discordu, tah za tahem.
web-live-games = Právě hrané partie
web-no-live-games = Právě se nehraje žádná partie.
web-tournaments = Turnaje
web-no-tournaments = Zatím žádný turnaj.
web-game-title = Partie { $id }
web-versus = { $white } proti { $black }
web-moves = Tahy
web-no-moves = Zatím žádný tah.
web-step-start = Na začátek
web-step-back = O tah zpět
web-step-forward = O tah vpřed
web-step-end = Na poslední tah
web-step-keys = Šipky procházejí tahy; Home a End skočí na začátek a na konec.
web-download-pdn = Stáhnout partii (PDN)
web-review = Rozbor enginu
web-review-alt = Výhoda bílého po každém tahu podle enginu v hloubce { $depth }, s vyznačenými chybami a hrubými chybami
web-live = Živě: nové tahy se tu objevují samy.
web-board-start = { $variant }, výchozí postavení
web-board-after = { $variant }, po tahu { $move }
web-board-alt = { $position }. Bílé: { $white }. Černé: { $black }.
web-man-on = { $square }
web-king-on = dáma { $square }
web-no-pieces = žádné kameny
web-tournament-status = { $status ->
        [open] Přihlášky otevřené
        [running] Probíhá
       *[finished] Skončil
    }
web-standings = Pořadí
web-standings-picture = Pořadí turnaje { $name }
web-round = { $round }. kolo
web-bye = { $player }: volno
web-playing = hraje se
web-playing-move = hraje se · { $move }. tah
web-no-standings = Zatím se nikdo nepřihlásil.
web-players = { $count ->
        [one] { $count } hráč
        [few] { $count } hráči
        [many] { $count } hráče
       *[other] { $count } hráčů
    }
web-ratings = Hodnocení
web-rating-chart = { $variant }: hodnocení za { $count ->
        [one] poslední hodnocenou partii
        [few] poslední { $count } hodnocené partie
        [many] posledních { $count } hodnocené partie
       *[other] posledních { $count } hodnocených partií
    }
web-recent-games = Poslední partie
web-no-games = Zatím žádná partie.
web-column-game = Partie
web-column-white = Bílý
web-column-black = Černý
web-column-variant = Varianta
web-column-result = Výsledek
web-column-rating = Hodnocení
web-column-record = Výhry – remízy – prohry
web-ongoing = hraje se
web-not-found-title = Stránka nenalezena
web-not-found = Tady není co ukázat. Partie, turnaj nebo hráč se tu objeví, až když jejich server zapne webové stránky.
web-home = Úvodní stránka Damera
web-language = Jazyk
web-footer = Stránky Damera, rozhodčího dámy pro Discord, jen ke čtení.
