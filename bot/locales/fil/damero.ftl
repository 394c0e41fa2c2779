# Ang Filipinong katalogo ng Damero: lahat ng sinasabi ng bot.
# Mga termino: dama (ang laro at ang piyesang naging dama), piyesa (ordinaryong piyesa),
# kain / kumain / kainin (capture), i-huff / mag-huff (huff; walang huff sa dama natin, kaya
# "huff" na rin, gaya ng command na /huff), tabla (draw), sumuko / suko (resign), galaw (move),
# tira (turn: "ikaw na ang titira"), kahon (square), board, variant. Walang plural sa Filipino
# pagkatapos ng numero ("3 minuto"), kaya walang plural selector.
# Ang $player ay puwedeng pangalan, ang bot, o "Ikaw" sa terminal, kaya walang "si/ni" sa harap
# nito; sa mga hamon (laging tao sa Discord) may "si/ni/kay".


## Maliliit na bahaging ginagamit sa loob ng ibang mensahe

list-separator = { ", " }
list-more = at { $count } pa
# Pinutol na mahabang listahan: "11-15, 12-16 at 5 pa".
list-with-more = { $items } { $more }
# Manlalaro at ang kulay niya: "Ana (Puti)".
player =
    { $name } ({ $color ->
        [white] Puti
       *[black] Itim
    })

## Mga variant: pangalan at patakaran

variant-spanish = Damang Espanyol
variant-czech = Damang Czech
variant-turkish = Damang Turko
variant-huff10 = Lumang dama na may huff (10x10)
variant-huff12 = Lumang dama na may huff (12x12)
variant-english = Damang Ingles
variant-international = Damang Internasyonal
variant-russian = Damang Ruso
variant-brazilian = Damang Brasilyano
variant-italian = Damang Italyano
variant-pool = Pool checkers (Amerikano)
variant-canadian = Damang Kanadyano
variant-frisian = Damang Frisian
rules-spanish = 8x8 na board, nilalaruang kahon ang h1 sa sulok; Puti ang nauuna. Ang piyesa ay gumagalaw at kumakain nang isang kahon nang pahilis, pasulong lang. Malayang tumatakbo ang dama sa mga bakanteng pahilis. Sapilitan ang kain: kainin ang pinakamaraming piyesa, at kung pantay, ang pinakamaraming dama. Inaalis ang mga nakaing piyesa pagkatapos ng buong galaw. Tabla kapag nagkasundo ang dalawa, kapag tatlong beses naulit ang posisyon, kapag 40 galaw ng dama ang lumipas nang walang kain, at kapag hindi natalo ng tatlong dama ang nag-iisang dama sa loob ng 13 galaw.
rules-czech = 8x8 na board, nilalaruang kahon ang a1, tig-12 piyesa ang bawat isa; Puti ang nauuna. Ang piyesa ay gumagalaw at kumakain nang pahilis pasulong. Malayang tumatakbo ang dama. Sapilitan ang kain, at kung may makakain ang dama, dama ang dapat kumain; kung wala, puwedeng piliin ang kahit anong kain, pero dapat tapusin ang nasimulang sunod-sunod na kain. Tabla: kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag tig-25 galaw ang bawat panig na walang kain at walang sumulong na piyesa.
rules-turkish = 8x8 na board, gamit ang lahat ng kahon; tig-16 piyesa ang bawat isa sa ikalawa at ikatlong hilera; Puti ang nauuna. Ang piyesa ay gumagalaw at kumakain nang isang kahon nang diretso pasulong o patagilid. Ang dama ay gumagalaw at kumakain na parang tore sa chess, kahit gaano kalayo. Agad inaalis ang mga nakaing piyesa, at bawal bumaligtad nang 180 degrees sa gitna ng kain. Sapilitang kainin ang pinakamaraming piyesa. Ang piyesang umabot sa dulong hilera ay nagiging dama, at tapos na ang galaw. Tabla: kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; agad, kapag dama laban sa dama na lang ang natira; kapag tig-25 galaw ang bawat panig na walang kain at walang sumulong na piyesa.
rules-huff10 = Ang lumang laro sa 10x10 na board: sa madidilim na kahon, Itim ang nauuna. Ang piyesa ay sumusulong nang isang kahon nang pahilis at kumakain pasulong at paatras. Malayang tumatakbo ang dama. Inaasahang kumain, pero hindi sapilitan, at puwedeng piliin ang kahit anong kain. Kapag may kaing nilaktawan ang kalaban mo o itinigil niya nang maaga ang sunod-sunod na kain, puwede mong i-huff (tanggalin) ang isa sa mga piyesang nagkamali bago ka gumalaw. Tabla: kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag tig-25 galaw ang bawat panig na walang kain at walang sumulong na piyesa.
rules-huff12 = Ang lumang laro sa 12x12 na board: sa madidilim na kahon, Itim ang nauuna. Ang piyesa ay sumusulong nang isang kahon nang pahilis at kumakain pasulong at paatras. Malayang tumatakbo ang dama. Inaasahang kumain, pero hindi sapilitan, at puwedeng piliin ang kahit anong kain. Kapag may kaing nilaktawan ang kalaban mo o itinigil niya nang maaga ang sunod-sunod na kain, puwede mong i-huff (tanggalin) ang isa sa mga piyesang nagkamali bago ka gumalaw. Tabla: kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag tig-25 galaw ang bawat panig na walang kain at walang sumulong na piyesa.
rules-english = 8x8 na board, nilalaruang kahon ang a1; Itim ang nauuna. Ang piyesa ay gumagalaw at kumakain nang isang kahon nang pahilis pasulong; ang dama ay gumagalaw at kumakain nang isang kahon sa kahit anong pahilis na direksyon. Sapilitan ang kain, puwedeng piliin ang kahit anong kain, at dapat tapusin ang sunod-sunod na kain. Ang piyesang umabot sa huling hilera ay nagiging dama, at tapos na ang galaw. Tabla: kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; sa patakarang 40 galaw (tig-40 galaw ang bawat panig na walang kain at walang sumulong na piyesa).
rules-international = 10x10 na board, tig-20 piyesa ang bawat isa; Puti ang nauuna. Ang piyesa ay gumagalaw nang pahilis pasulong at kumakain pasulong at paatras. Malayang tumatakbo ang dama. Sapilitang kainin ang pinakamaraming piyesa. Nagiging dama lang ang piyesa kung sa huling hilera ito hihinto pagkatapos ng galaw. Tabla (FMJD): kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag tig-25 galaw ang bawat panig na puro dama ang gumalaw at walang kain; tatlong piyesa, kasama ang dama, laban sa nag-iisang dama, tig-16 galaw ang bawat panig; dalawa o mas kaunting piyesa, kasama ang dama, laban sa nag-iisang dama, tig-5 galaw ang bawat panig.
rules-russian = 8x8 na board, nilalaruang kahon ang a1; Puti ang nauuna. Ang piyesa ay gumagalaw nang pahilis pasulong at kumakain pasulong at paatras. Malayang tumatakbo ang dama. Sapilitan ang kain, pero puwedeng piliin ang kahit anong kain. Ang piyesang umabot sa huling hilera habang kumakain ay agad nagiging dama at tuloy ang kain bilang dama. Tabla (FMJD-64): kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag tig-15 galaw ang bawat panig na puro dama ang gumalaw at walang kain; dapat manalo ang tatlo o higit pang dama laban sa nag-iisang dama hanggang sa ika-15 nilang galaw; dalawa o mas kaunting piyesa laban sa nag-iisang dama, o tatlong piyesa laban sa nag-iisang dama sa mahabang pahilis, tig-5 galaw ang bawat panig; may dama ang magkabilang panig at walang nagbago sa mga piyesa sa loob ng 30 galaw (kung 4 o 5 piyesa) o 60 galaw (kung 6 o 7 piyesa).
rules-brazilian = Mga patakarang internasyonal sa 8x8 na board: kumakain ang piyesa pasulong at paatras, malayang tumatakbo ang dama, sapilitang kainin ang pinakamaraming piyesa, at nagiging dama lang ang piyesa kung sa huling hilera ito hihinto pagkatapos ng galaw. Tabla (FMJD-64, gaya sa Damang Ruso): kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag tig-15 galaw ang bawat panig na puro dama ang gumalaw at walang kain; dapat manalo ang tatlo o higit pang dama laban sa nag-iisang dama hanggang sa ika-15 nilang galaw; dalawa o mas kaunting piyesa laban sa nag-iisang dama, o tatlong piyesa laban sa nag-iisang dama sa mahabang pahilis, tig-5 galaw ang bawat panig; may dama ang magkabilang panig at walang nagbago sa mga piyesa sa loob ng 30 galaw (kung 4 o 5 piyesa) o 60 galaw (kung 6 o 7 piyesa).
rules-italian = 8x8 na board, nilalaruang kahon ang h1 sa sulok; Puti ang nauuna. Ang piyesa ay gumagalaw at kumakain nang isang kahon nang pahilis pasulong, at hindi ito kailanman puwedeng kumain ng dama. Ang dama ay gumagalaw at kumakain nang isang kahon sa kahit anong pahilis na direksyon. Sapilitan ang kain: una, ang pinakamaraming piyesa; sunod, kumain gamit ang dama kung kaya; sunod, ang pinakamaraming dama; at panghuli, unahing kainin ang mga dama. Tabla: kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag tig-40 galaw ang bawat panig na puro dama ang gumalaw at walang kain.
rules-pool = 8x8 na board, nilalaruang kahon ang a1; Itim ang nauuna. Ang piyesa ay gumagalaw nang pahilis pasulong at kumakain pasulong at paatras. Malayang tumatakbo ang dama. Sapilitan ang kain, pero puwedeng piliin ang kahit anong kain. Nagiging dama lang ang piyesa kung sa huling hilera ito hihinto pagkatapos ng galaw. Tabla: kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag hindi natalo ng tatlong dama ang nag-iisang dama sa loob ng 13 galaw; kapag tig-25 galaw ang bawat panig na walang kain at walang sumulong na piyesa.
rules-canadian = 12x12 na board, tig-30 piyesa ang bawat isa; Puti ang nauuna. Mga patakarang internasyonal: gumagalaw ang piyesa nang pahilis pasulong at kumakain pasulong at paatras, malayang tumatakbo ang dama, sapilitang kainin ang pinakamaraming piyesa, at nagiging dama lang ang piyesa kung sa huling hilera ito hihinto pagkatapos ng galaw. Tabla (gaya sa Damang Internasyonal): kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; kapag tig-25 galaw ang bawat panig na puro dama ang gumalaw at walang kain; tatlong piyesa, kasama ang dama, laban sa nag-iisang dama, tig-16 galaw ang bawat panig; dalawa o mas kaunting piyesa, kasama ang dama, laban sa nag-iisang dama, tig-5 galaw ang bawat panig.
rules-frisian = 10x10 na board, tig-20 piyesa ang bawat isa; Puti ang nauuna. Ang piyesa ay gumagalaw nang pahilis pasulong. Ang piyesa at ang dama ay kumakain nang pahilis at pati nang diretso, pahalang o patayo, pasulong man o paatras. Malayang tumatakbo ang dama. Sapilitang piliin ang kaing may pinakamataas na halaga (mas mahalaga ang dama kaysa isang piyesa, pero hindi kaysa dalawa); kapag pantay ang halaga, dama ang dapat kumain. Habang may piyesa ka pa, hanggang tatlong sunod-sunod na galaw lang ang puwedeng gawin ng iisang dama. Tabla: kapag nagkasundo ang dalawa; kapag tatlong beses naulit ang posisyon; dalawang dama laban sa nag-iisang dama, tig-7 galaw ang bawat panig; dama laban sa dama, tig-2 galaw ang bawat panig; kapag tig-25 galaw ang bawat panig na walang kain at walang sumulong na piyesa.
# "/rules czech": ang pamagat, ang pangalang ita-type, ang buod.
rules-text = { $title } ({ $name }): { $summary }
variants-header = Mga variant na nire-referee ko:
variants-line = { $name } — { $title }
variants-line-default = { $name } — { $title } (default)
variants-footer = I-type ang /rules PANGALAN para sa maikling paliwanag.

## Ang laro: simula, mga galaw, kalagayan

game-begins = Simula na ang laro ng { $variant }: { $white } vs { $black }.
bot-level = Level { $level } sa 10 ang laro ko.
to-move = { $player } na ang titira.
move-played = { $player }: { $move }.
move-played-captured = { $player }: { $move } — { $count } piyesa ang nakain.
move-crowned = { $played } Naging dama ang piyesa sa { $square }.
faulty-move = Mali ang galaw na iyon: { $player } ang puwedeng mag-huff bago tumira ({ $squares }).
huffed = { $player } ang nag-huff ng piyesa sa { $square }.
board-summary = { $variant }: { $white } vs { $black }.
last-move = Huling galaw: { $move } — { $player }.
legal-moves = Mga legal na galaw — { $player }: { $moves }.
# Mga huff game: galaw na puwede kahit may nilaktawan o pinutol na kain.
faulty-moves = Puwede rin, pero mali (puwedeng mag-huff ang kalaban pagkatapos): { $moves }.
game-over = Tapos na ang laro rito: { $outcome } Magsimula ng bago gamit ang /challenge o /play.

## Paano natatapos ang laro

outcome-no-pieces =
    { $winner ->
        [white] Panalo ang Puti — nakain ang lahat ng piyesa ng Itim.
       *[black] Panalo ang Itim — nakain ang lahat ng piyesa ng Puti.
    }
outcome-blocked =
    { $winner ->
        [white] Panalo ang Puti — naipit ang Itim at wala nang maigalaw.
       *[black] Panalo ang Itim — naipit ang Puti at wala nang maigalaw.
    }
# Mga pangalan ng manlalaro: "Ben ang sumuko — Ana ang panalo."
outcome-resigned = { $loser } ang sumuko — { $winner } ang panalo.
outcome-agreement = Tabla — nagkasundo ang dalawa.
outcome-repetition = Tabla — tatlong beses naulit ang posisyon.
outcome-king-moves = Tabla — tig-{ $count } galaw ang bawat panig na puro dama ang gumalaw at walang kain.
outcome-three-kings = Tabla — hindi natalo ng tatlong dama ang nag-iisang dama sa loob ng { $count } galaw.
outcome-king-vs-king = Tabla — dama laban sa dama.
outcome-king-vs-king-moves = Tabla — dama laban sa dama, tig-{ $count } galaw ang bawat panig.
outcome-no-progress = Tabla — walang usad (tig-{ $count } galaw ang bawat panig na walang kain at walang sumulong na piyesa).
outcome-forty-moves = Tabla — patakarang 40 galaw: tig-{ $count } galaw ang bawat panig na walang kain at walang sumulong na piyesa.
outcome-two-against-king = Tabla — dalawa o mas kaunting piyesa laban sa nag-iisang dama, tig-{ $count } galaw ang bawat panig.
outcome-two-kings-against-king = Tabla — dalawang dama laban sa nag-iisang dama, tig-{ $count } galaw ang bawat panig.
outcome-three-against-king = Tabla — tatlong piyesa laban sa nag-iisang dama, tig-{ $count } galaw ang bawat panig.
outcome-king-long-diagonal = Tabla — tatlong piyesa laban sa nag-iisang dama sa mahabang pahilis, tig-{ $count } galaw ang bawat panig.
outcome-material-unchanged = Tabla — may dama ang magkabilang panig at walang nagbago sa mga piyesa sa loob ng 30 galaw (kung 4 o 5 piyesa) o 60 galaw (kung 6 o 7 piyesa).

## Mga hamon

challenge-posted = Hinahamon ni { $challenger } si { $challenged } sa isang laro ng { $variant } ({ $colors }). { $challenged }: tanggapin o tanggihan sa loob ng { $minutes } minuto.
challenge-colors-random = random ang kulay
challenge-colors-white = puti si { $name }
challenge-colors-black = itim si { $name }
challenge-waiting = May hamon nang naghihintay dito: hinamon ni { $challenger } si { $challenged }.
challenge-self = Hindi mo puwedeng hamunin ang sarili mo — subukan ang /play para ako ang makalaro mo.
challenge-none-to-accept = Walang hamon dito na puwedeng tanggapin.
challenge-none-to-decline = Walang hamon dito na puwedeng tanggihan.
challenge-only-accept = Si { $name } lang ang puwedeng tumanggap sa hamong ito.
challenge-only-decline = Si { $name } lang ang puwedeng tumanggi sa hamong ito.
challenge-expired = Expired na ang hamong iyon. Magpadala ng bago gamit ang /challenge.
challenge-declined = Tinanggihan ni { $name } ang hamon.
challenge-withdrawn = Binawi ni { $name } ang hamon.
button-accept = Tanggapin
button-decline = Tanggihan
# Mga tap sa ilalim ng board (issue 46): menu ng mga galaw at mga button sa halip na mag-type.
tap-pick-move = Piliin ang galaw mo
tap-pick-piece = Piliin ang piyesang igagalaw
tap-piece-moves = { $count } galaw
tap-piece-chosen = May { $count } galaw ang piyesa sa { $square }: pumili ng isa.
tap-draw-offer = Mag-alok ng tabla
tap-draw-accept = Tanggapin ang tabla
tap-resign = Sumuko
tap-resign-sure = Oo, susuko na ako
tap-resign-ask = Susuko ka na ba sa laro laban kay { $opponent }? Hindi na ito mababawi.
tap-flip = Board mula sa panig ko
tap-huff = I-huff ang { $square }
tap-stale = Luma na ang board na iyan: umusad na ang laro. Gamitin ang pinakabagong board.
tap-over = Tapos na ang larong iyan, kaya hindi na puwedeng maglaro sa board nito.
tap-unknown = Hindi sa akin ang button o menu na iyan, kaya walang ginawa.
terminal-numbered = Mga galaw (i-type ang galaw o ang numero nito): { $moves }
terminal-no-number = Walang galaw na { $number } dito: i-type ang isa sa mga numerong nakalista sa ilalim ng board.

## Tabla, pagsuko, huff, PDN

draw-offered = Nag-aalok ng tabla si { $player }. { $opponent }: /draw para tanggapin, o ituloy lang ang laro.
draw-already-offered = Nakapag-alok ka na ng tabla; bukas ang alok hanggang sa susunod na galaw.
draw-declined-by-bot = Tinanggihan ni { $bot } ang tabla — tuloy ang laro!
huff-not-this-game = Sa mga larong may huff lang (huff10, huff12) puwedeng mag-huff.
huff-nothing = Walang puwedeng i-huff: hindi mali ang huling galaw ng kalaban mo.
huff-which = Sabihin kung aling piyesa ang iha-huff mo; puwede ang nasa { $squares }.
huff-wrong-square = Hindi puwedeng i-huff ang nasa { $square }; puwede ang nasa { $squares }.
pdn-last-game = Ang huling laro rito, bilang PDN.
pdn-so-far = Ang laro hanggang ngayon, bilang PDN.
pdn-none = Wala pang nalarong laro sa channel na ito.

## Mga pagtanggi

game-running = May laro nang tumatakbo rito. Tapusin muna ito (o sumuko), o gumamit ng thread.
challenge-pending = May hamon nang naghihintay ng sagot dito.
no-game = Walang laro sa channel na ito. Magsimula gamit ang /challenge o /play.
no-challenge = Walang hamon dito.
not-a-player = Hindi ka kasali sa larong ito.
not-your-turn = Hindi pa ikaw — { $player } ang titira.
bad-level = Hindi level ang '{ $given }': pumili ng numero mula 1 hanggang 10.
bad-color = Hindi kulay ang '{ $given }': pumili ng white, black o random.
unknown-variant = Hindi ko kilala ang variant na '{ $given }'; ang mga alam ko: { $known }.
unknown-variant-near = Hindi ko kilala ang variant na '{ $given }'; { $near } ba ang ibig mong sabihin?
restarting = Nagre-restart ang Damero; subukan ulit maya-maya.
failed = Pasensya na — may nagkaproblema sa panig ko, at walang nabago. Pakisubukan ulit.

## Mga galaw na tinatanggihan

move-empty = Hindi ko mabasa iyan bilang galaw: walang ibinigay na galaw. Sumulat ng galaw tulad ng 11-15, 11x18 o c3-d4.
move-too-long = Hindi ko mabasa iyan bilang galaw: masyadong mahaba para maging galaw.
move-bad-square = Hindi ko mabasa iyan bilang galaw: hindi kahon ang '{ $part }' sa '{ $text }'. Sumulat ng galaw tulad ng 11-15, 11x18 o c3-d4.
move-not-a-move = Hindi ko mabasa ang '{ $text }' bilang galaw. Sumulat ng galaw tulad ng 11-15, 11x18 o c3-d4.
move-one-square = Hindi ko mabasa iyan bilang galaw: iisang kahon lang ang nasa '{ $text }'. Kailangan ng simula at dulo ang galaw, tulad ng 11-15.
square-numbers-not-used = Sa { $variant }, mga kahong tulad ng c3 ang gamit, hindi numerong tulad ng { $number }.
square-number-too-high = Walang kahong { $number } sa { $variant }: 1 hanggang { $max } lang ang numero ng mga kahon.
square-not-playing = Hindi nilalaruang kahon ang { $square } sa { $variant } (mga titik a-{ $file }, mga numero 1-{ $size }, madidilim na kahon lang).
square-off-board = Walang kahong { $square } sa { $variant } (mga titik a-{ $file }, mga numero 1-{ $size }).
illegal = Bawal ang galaw na { $move }: { $reason }.
ambiguous = Malabo ang { $move }: isulat ang buong ruta, isa sa mga ito: { $paths }.
illegal-no-legal-move =
    { $turn ->
        [white] walang legal na galaw ang Puti
       *[black] walang legal na galaw ang Itim
    }
illegal-no-piece = walang piyesa sa { $square }
illegal-not-your-piece =
    { $owner ->
        [white] sa Puti ang piyesa sa { $square }, at Itim ang titira
       *[black] sa Itim ang piyesa sa { $square }, at Puti ang titira
    }
illegal-wrong-path = hindi puwedeng dumaan doon ang galaw na ito; isulat ito bilang { $paths }
illegal-must-complete = dapat tapusin ang sunod-sunod na kain — mga legal na galaw: { $legal }
illegal-king-must-capture = may makakain ang dama, kaya dama ang dapat kumain — mga legal na galaw: { $legal }
illegal-must-take-most = dapat kainin ang pinakamaraming piyesa ({ $count } piyesa) — mga legal na galaw: { $legal }
illegal-must-take-value = dapat piliin ang kaing may pinakamataas na halaga (mas mahalaga ang dama kaysa isang piyesa, pero hindi kaysa dalawa; kapag pantay, dama ang kakain) — mga legal na galaw: { $legal }
illegal-king-must-rest = nakagawa na ng { $count } sunod-sunod na galaw ang dama sa { $square }, at habang may piyesa ka pa, dapat muna itong tumigil nang isang galaw — mga legal na galaw: { $legal }
illegal-capture-compulsory = sapilitan ang kain — mga legal na galaw: { $legal }
illegal-piece-cannot-move = hindi makagalaw ang piyesa sa { $square } — mga legal na galaw: { $legal }
illegal-not-there = mga legal na galaw mula sa { $square }: { $moves }
illegal-not-available = hindi puwede ang galaw na iyan sa posisyong ito

## Mga text command (Discord at terminal)

unknown-command = Hindi ko alam ang command na '{ $command }'. Subukan ang { $prefix }help.
challenge-whom = Sabihin kung sino ang hahamunin: { $prefix }challenge @kalaro [variant] [white|black|random].
challenge-who = Hindi ko kilala kung sino ang '{ $given }': i-mention ang taong hinahamon mo.

## Tulong

help-discord =
    Nire-referee ng Damero ang dama at nakikipaglaro rin sa iyo. Isang laro bawat channel (channel din ang thread).
    /challenge @kalaro [variant] [kulay] o { $prefix }challenge — hamunin ang isang tao (tatanggapin o tatanggihan niya)
    /play [variant] [level 1-10] [kulay] o { $prefix }play — laro laban sa akin
    /move 11-15 o { $prefix }move, o i-type lang ang galaw kapag ikaw na ang titira — 11-15, 11x18x25, c3xe5
    /board, /moves, /resign, /draw (mag-alok o tumanggap), /huff 23 (sa mga larong may huff), /pdn
    /abort (bago makatira ang dalawang manlalaro), /rating [@isang tao], /leaderboard, /history, /replay [laro], /review [laro], /pdn [laro]
    /puzzle [variant] — palaisipan para sa iyo lang; sagutin gamit ang /puzzle move:…
    /rules [variant], /variants, /help, /settings — gumagana rin ang mga ito gamit ang { $prefix }
help-terminal =
    Kapag ikaw na ang titira, i-type ang galaw gamit ang pangalan ng mga kahon sa board: { $example }.
    Sa kain, pinagdudugtong ng x ang mga kahon.
    { $board } — ipakita ulit ang board
    { $moves } — ang mga legal na galaw
    { $draw } — mag-alok o tumanggap ng tabla
    { $resign } — sumuko
    { $abort } — kanselahin ang laro bago makatira ang dalawang manlalaro (walang bilang ito kaninuman)
    { $huff } 23 — tanggalin ang piyesa pagkatapos ng maling galaw (sa mga larong may huff)
    { $pdn } — ang laro hanggang ngayon
    { $rules } [variant] — ang mga patakaran
    { $variants } — lahat ng variant
    { $help } — ang listahang ito
    { $quit } — isara ang programa (o exit)

## Mga setting ng server

settings-show = Mga setting ng server na ito — wika: { $language }.
settings-changed = Binago ang mga setting — wika: { $language }.
settings-need-manage = Mga miyembrong may Manage Server permission lang ang puwedeng magbago ng mga setting.
settings-only-in-server = Para sa server ang mga setting; walang setting sa direct messages.
language-name =
    { $code ->
        [en] Ingles (en)
        [es] Espanyol (es)
        [fil] Filipino (fil)
        [cs] Czech (cs)
        [tr] Turko (tr)
        [pt] Portuges (pt)
        [ru] Ruso (ru)
       *[it] Italyano (it)
    }

## Ang terminal (damero play)

terminal-start = Damero sa terminal. Mapupunta sa { $folder }/ ang mga larawan ng board.
terminal-start-hint = Mag-type ng galaw ({ $example }), o { $board }, { $moves }, { $draw }, { $resign }, { $pdn }, { $help }, { $quit }.
terminal-start-no-boards = Damero sa terminal. Walang larawan ng board; mapupunta sa { $folder }/ ang PDN ng laro.
terminal-start-unsaved = Damero sa terminal. Walang ise-save ngayon: walang larawan ng board, walang PDN.
terminal-out-unwritable = Hindi ako makasulat sa { $folder } ({ $reason ->
        [denied] walang pahintulot
        [not-folder] hindi ito folder
        [read-only] read-only ang disk
       *[other] may error
    }), kaya tuloy ang mga laro nang walang larawan ng board at hindi sine-save ang mga ito.
terminal-setup-done = Naka-set up na ang laro sa terminal; tapusin ito, o i-type ang { $quit }.
terminal-chat = Hindi galaw at hindi rin command ang '{ $given }'. Subukan ang { $help }.
terminal-not-utf8 = Hindi mabasang teksto ang linyang iyon (hindi ito UTF-8); i-type ulit.
terminal-pdn-written = Nasa { $file } ang laro, bilang PDN.
terminal-resumed = Itinutuloy ang laro sa { $file }: { $count } galaw na ang nalaro.
terminal-resume-missing = Walang file na { $file } na maitutuloy.
terminal-resume-bad = Walang larong maitutuloy ko sa { $file }: hindi ito PDN file na nababasa ng Damero.
terminal-resume-over = Tapos na ang laro sa { $file }: { $outcome }
terminal-pdn-resume = Para ituloy ito mamaya: damero play --resume { $file }
terminal-bye = Paalam.
terminal-player-one = Manlalaro 1
terminal-player-two = Manlalaro 2
terminal-player = Manlalaro

## Paglalarawan ng mga slash command at option (ipinapakita ng Discord sa command picker)

cmd-challenge = Hamunin ang isang tao sa isang laro ng dama
cmd-challenge-opponent = Sino ang hahamunin mo
cmd-option-variant = Variant (default: spanish)
cmd-option-color = Kulay mo
cmd-accept = Tanggapin ang hamong naghihintay sa iyo rito
cmd-decline = Tanggihan (o bawiin) ang hamon dito
cmd-play = Makipaglaro sa akin
cmd-play-level = Level ko, 1-10
cmd-move = Gumalaw, tulad ng 11-15 o 11x18x25
cmd-move-move = Ang galaw
cmd-board = Ipakita ang board
cmd-moves = Ilista ang mga legal na galaw
cmd-resign = Sumuko sa laro
cmd-draw = Mag-alok ng tabla, o tanggapin ang alok ng kalaban
cmd-huff = Mag-huff ng piyesa pagkatapos ng maling galaw ng kalaban (sa mga larong may huff)
cmd-huff-square = Ang kahon ng piyesang tatanggalin
cmd-pdn = Ang laro bilang PDN file
cmd-rules = Ang mga patakaran ng isang variant
cmd-rules-variant = Variant
cmd-variants = Mga variant na nire-referee ko
cmd-help = Paano makipaglaro sa akin
cmd-settings = Ipakita o baguhin ang mga setting ng server (kailangan ng Manage Server para magbago)
cmd-settings-language = Ang wika ng lahat ng mababasa sa channel
color-white = puti
color-black = itim
color-random = random

## time (issue 10): time per move, aborts, expired challenges, server settings, threads

time-malformed = Hindi oras ang '{ $given }': sumulat ng numero at yunit, gaya ng 30s, 10m, 2h o 3d.
time-too-short = Masyadong maikli ang '{ $given }': hindi bababa sa 10 segundo (10s) ang bawat tira.
time-too-long = Masyadong mahaba ang '{ $given }': hanggang 30 araw (30d) lang ang bawat tira.
time-days-hours = { $days } araw at { $hours } oras
time-days = { $days } araw
time-hours-minutes = { $hours } oras at { $minutes } minuto
time-hours = { $hours } oras
time-minutes = { $minutes } minuto
time-seconds = { $seconds } segundo
time-unlimited = walang limitasyon
to-move-time = { $player } na ang titira — may { $time } pa.
game-lost-on-time = Naubusan ng oras si { $loser } — { $winner } ang panalo.
game-aborted-never-moved = Kinansela ang laro — hindi tumira si { $player }. Walang bilang ito kaninuman.
game-aborted-by = Kinansela ni { $player } ang laro. Walang bilang ito kaninuman.
game-aborted = Kinansela ang laro. Walang bilang ito kaninuman.
abort-too-late = Huli na para kanselahin: nakatira na ang dalawang manlalaro. Puwede kang sumuko o mag-alok ng tabla.
challenge-expired-notice = Nag-expire ang hamon ni { $challenger } kay { $challenged } nang walang sagot.
challenge-closed = Hindi na bukas ang hamon ni { $challenger } kay { $challenged }.
challenge-move-time = Oras bawat tira: { $time }.
settings-show-game = Oras bawat tira { $time }; default na variant { $variant }; thread para sa bawat laro: { $threads ->
        [on] oo
       *[off] hindi
    }.
thread-name = { $first } vs { $second }
thread-opened = May sariling thread ang laro: { $thread }
cmd-abort = Kanselahin ang laro nang walang rating (bago pa tumira ang dalawa)
cmd-challenge-time = Oras bawat tira, gaya ng 30s, 10m, 2h o 3d
cmd-settings-move_time = Oras bawat tira sa mga laro ng server, gaya ng 10m, 2h o 1d
cmd-settings-default_variant = Ang variant kapag walang binanggit
cmd-settings-threads = Magbukas ng thread para sa bawat laro
## ratings (issue 10): rating, leaderboard, kasaysayan, PDN ayon sa numero, replay

rating-change = { $name } { $rating } ({ $change })
rating-changes = Mga rating: { $white }, { $black }.
rating-show = { $name }, { $variant }: rating { $rating } (deviation { $deviation }), { $games } larong may rating (panalo: { $wins }, tabla: { $draws }, talo: { $losses }).
rating-provisional = Pansamantala pa ang rating (deviation na lampas sa { $deviation }): ilang laro pa at magiging matatag ito.
rating-unrated = Wala pang larong may rating si { $name } sa { $variant }.
rating-bot-line = Laban kay { $bot } sa level { $level }: panalo: { $wins }, tabla: { $draws }, talo: { $losses }.
rating-never-played = Wala pang natatapos na laro si { $name } kasama ko.
leaderboard-header = Pinakamahuhusay na manlalaro ng { $variant } sa server na ito:
leaderboard-line = { $rank }. { $name } — { $rating } ({ $games } laro)
leaderboard-line-provisional = { $rank }. { $name } — { $rating }? ({ $games } laro)
leaderboard-footer = ? = pansamantalang rating (deviation na lampas sa { $deviation }: kaunti pa ang laro, o walang laro kamakailan).
leaderboard-empty = Wala pang may larong may rating ng { $variant } sa server na ito.
leaderboard-only-in-server = Bawat server ay may sariling leaderboard: magtanong sa isa sa mga channel nito.
history-header = Mga huling laro ni { $name }:
history-line =
    #{ $id } · { $date } · { $variant } · laban kay { $opponent } · { $result ->
        [win] panalo
        [loss] talo
        [draw] tabla
        [ongoing] naglalaro pa
       *[none] walang resulta
    } { $change }
game-unknown = Walang laro na #{ $id }. Ipinapakita ng /history ang mga numero ng laro.
bad-game-id = Hindi numero ng laro ang '{ $given }': isulat ito nang ganito: 42.
user-who = Hindi ko kilala kung sino si '{ $given }': i-mention siya, tulad ng @Ana.
pdn-game = Ang laro #{ $id }, bilang PDN.
pdn-game-so-far = Ang laro #{ $id } hanggang ngayon, bilang PDN.
replay-none = Wala pang natatapos na laro sa channel na ito: magbigay ng numero, tulad ng /replay game:42.
replay-posted = Laro #{ $id }: { $white } laban kay { $black }, { $plies } tira.
replay-too-large = Masyadong mahaba ang laro #{ $id } para magkasya sa isang GIF sa loob ng limitasyon sa pag-upload ng Discord.
cmd-rating = Ang rating ng isang manlalaro, ang mga laro niya at ang rekord niya laban sa akin
cmd-option-user = Kanino (default: sa iyo)
cmd-leaderboard = Ang mga manlalarong may pinakamataas na rating sa server na ito
cmd-history = Ang huling 10 laro ng isang manlalaro
cmd-pdn-game = Numero ng laro (default: ang laro sa channel na ito)
cmd-replay = Isang laro bilang gumagalaw na larawan (GIF)
cmd-replay-game = Numero ng laro (default: ang huling natapos na laro sa channel na ito)
## ops (issue 11)
flood-notice = Masyadong mabilis ang pagpapadala mo ng mga command, kaya hindi ko muna papansinin ang mga command mo sa channel na ito sa loob ng { $seconds ->
        [one] isang segundo
       *[other] { $seconds } segundo
    }. Pakibagalan lang.
too-long = Masyadong mahaba iyan para sa isang command: hanggang { $max ->
        [one] isang character
       *[other] { $max } na character
    } lang ang isang command.
## review (issue 12, branch engine)
cmd-review = Susuriin ko ang tapos na laro: mga pagkakamali, malalaking pagkakamali at mas magandang tira
cmd-review-game = Numero ng laro (default: ang huling laro sa channel na ito)
review-header = Pagsusuri ng laro { $id }, { $white } laban kay { $black }: { $moves } galaw ang sinuri, { $depth } kalahating-galaw ang lalim.
review-mistake = { $number }{ $dots } { $move } ni { $player }: pagkakamali ({ $loss }); mas maganda sana ang { $better }.
review-blunder = { $number }{ $dots } { $move } ni { $player }: malaking pagkakamali ({ $loss }); mas maganda sana ang { $better }.
review-clean = Wala akong nakitang pagkakamali o malaking pagkakamali sa larong ito.
review-summary = { $player }: { $mistakes ->
        [0] walang pagkakamali
       *[other] { $mistakes } pagkakamali
    }, { $blunders ->
        [0] walang malaking pagkakamali
       *[other] { $blunders } malaking pagkakamali
    }.
review-graph = Ipinapakita ng graph ang lamang ng Puti sa bilang ng piyesa pagkatapos ng bawat galaw (sa itaas ng gitnang linya, lamang ang Puti); ang mga kahel na tuldok ay mga pagkakamali, ang mga pula ay malalaking pagkakamali.
review-board-legend = Sa bawat board, ang kahel na arrow ang galaw na nilaro at ang { $better ->
        [blue] asul na
       *[green] berdeng
    } arrow ang mas magandang galaw.
review-none = Wala pang natatapos na laro sa channel na ito, kaya wala pang masusuri.
review-no-such-game = Walang tapos na laro na may numerong { $id } na masusuri ko rito.
review-not-finished = Nilalaro pa ang laro { $id }; sinusuri ko ang mga laro kapag tapos na.
review-bad-id = Hindi numero ng laro ang “{ $given }”. I-type ang { $prefix }review para sa huling laro rito, o { $prefix }review at ang numero ng laro.

## Mga salita ng utos
cmd-name-challenge = hamon
cmd-name-accept = tanggapin
cmd-name-decline = tanggihan
cmd-name-play = laro
cmd-name-move = galaw
cmd-name-board = board
cmd-name-moves = mga_galaw
cmd-name-resign = suko
cmd-name-draw = tabla
cmd-name-huff = huff
cmd-name-pdn = pdn
cmd-name-rules = tuntunin
cmd-name-variants = mga_uri
cmd-name-help = tulong
cmd-name-settings = settings
cmd-name-abort = kanselahin
cmd-name-rating = rating
cmd-name-leaderboard = leaderboard
cmd-name-history = kasaysayan
cmd-name-replay = replay
cmd-name-review = suriin
cmd-option-name-opponent = kalaban
cmd-option-name-variant = uri
cmd-option-name-color = kulay
cmd-option-name-time = oras
cmd-option-name-level = antas
cmd-option-name-move = galaw
cmd-option-name-square = parisukat
cmd-option-name-game = laro
cmd-option-name-language = wika
cmd-option-name-move_time = oras_bawat_galaw
cmd-option-name-default_variant = karaniwang_uri
cmd-option-name-threads = thread
cmd-option-name-user = manlalaro
word-quit = umalis
word-skip = laktawan
store-unavailable = Hindi maabot ngayon ang imbakan ng mga laro, kaya walang nabago. Subukan ulit maya-maya.
## review, for readers (issue 34, branch engine-split): the graph's words, a reviewed file's header
review-graph-moves = galaw
review-graph-advantage = lamang ng Puti (piyesa)
review-graph-mistake = pagkakamali
review-graph-blunder = malaking pagkakamali
review-graph-cut = lampas ±{ $men }
review-file-header = { $white } laban kay { $black }: { $moves ->
        [one] isang galaw ang sinuri
       *[other] { $moves } galaw ang sinuri
    }, { $depth } kalahating-galaw ang lalim.
## The terminal's own words (issue 35)

terminal-board-key = ○ puting piyesa   ◎ puting dama   ● itim na piyesa   ◉ itim na dama
terminal-variants-footer = I-type ang { $rules } PANGALAN para sa maikling paliwanag.
terminal-draw-offered = Nag-aalok ng tabla si { $player }. { $opponent }: i-type ang { $draw } para tanggapin, o ituloy lang ang laro.
terminal-again = Isa pang laro? Pindutin ang Enter para maglaro ulit, o i-type ang { $quit } para umalis.
## Tournaments (issue 33)
cmd-tournament = Mga torneo sa channel na ito: gumawa, sumali, umalis, simulan, standings, tapatan, ikansela
cmd-name-tournament = torneo
cmd-tournament-create = Gumawa ng torneo sa channel na ito (Manage Server o ang tournament role)
cmd-tournament-join = Sumali sa torneo ng channel na ito
cmd-tournament-leave = Umalis sa torneo ng channel na ito (kapag tumatakbo na: wala ka nang bagong kapares)
cmd-tournament-start = Simulan na ang torneo ng channel na ito (ang director lang nito)
cmd-tournament-standings = Ipakita ang standings ng torneo ng channel na ito
cmd-tournament-pairings = Ipakita ang mga tapatan sa isang round (default: ang kasalukuyang round)
cmd-tournament-cancel = Ikansela ang torneo ng channel na ito (ang director lang nito)
cmd-name-tournament-create = gumawa
cmd-name-tournament-join = sumali
cmd-name-tournament-leave = umalis
cmd-name-tournament-start = simulan
cmd-name-tournament-standings = standings
cmd-name-tournament-pairings = tapatan
cmd-name-tournament-cancel = ikansela
cmd-tournament-format = Swiss, round robin (isahan o dalawahan) o arena
cmd-tournament-rounds = Ilang round ang Swiss (default 5)
cmd-tournament-duration = Gaano katagal ang arena, gaya ng 30m o 1h (default 1h)
cmd-tournament-time = Oras bawat tira sa mga laro nito, gaya ng 1m, 10m o 1d (default: ang sa server)
cmd-tournament-start_in = Kusang magsisimula pagkalipas nito, gaya ng 15m o 2h (default: kapag sinabi ng director)
cmd-tournament-name = Pangalan ng torneo
cmd-tournament-round = Ang round
cmd-option-name-format = format
cmd-option-name-rounds = mga_round
cmd-option-name-duration = tagal
cmd-option-name-start_in = simula_pagkalipas
cmd-option-name-name = pangalan
cmd-option-name-round = round
format-swiss = Swiss
format-roundrobin = Round robin
format-double = Double round robin
format-arena = Arena
tournament-format-swiss = Swiss na may { $rounds ->
        [one] isang round
       *[other] { $rounds } round
    }
tournament-format-roundrobin = round robin
tournament-format-double = double round robin
tournament-format-arena = arena na { $minutes ->
        [one] isang minuto
       *[other] { $minutes } minuto
    }
tournament-default-name = Torneo ni { $director }
tournament-created = Gumawa si { $director } ng { $name }: { $format }, { $variant }, { $time } bawat tira. Sumali gamit ang { $join }.
tournament-starts-in = Magsisimula ito { $when }.
tournament-starts-by-director = Magsisimula ito kapag sinimulan na ni { $director }.
tournament-joined = Sumali si { $player } sa { $name } ({ $count ->
        [one] isang manlalaro
       *[other] { $count } manlalaro
    }).
tournament-joined-late = Sumali si { $player } sa { $name } at may kapares na siya simula sa round { $round }.
tournament-left = Umalis si { $player } sa { $name }.
tournament-withdrew = Umatras si { $player } sa { $name }: wala na siyang bagong kapares.
tournament-begins = Simula na ang { $name }!
tournament-round = Round { $round } sa { $total }:
tournament-arena-games = Mga bagong laro sa { $name }:
tournament-board = Board { $board }: { $white } (Puti) – { $black } (Itim) { $where }
tournament-board-result = Board { $board }: { $white } – { $black }: { $result }
tournament-bye = Bye si { $player } ngayong round (walang kalaro) at may isang puntos siya.
tournament-round-over = Tapos na ang round { $round }.
tournament-standings-title = Standings ng { $name } pagkatapos ng round { $round }
tournament-arena-standings-title = Standings ng { $name }
tournament-standings-line = { $rank }. { $player } — { $points }{ $tiebreaks }
tournament-standings-empty = Wala pang sumasali sa { $name }.
tournament-column-rank = #
tournament-column-player = Manlalaro
tournament-column-points = Puntos
tiebreak-bh = Bh
tiebreak-bh-c1 = Bh-1
tiebreak-sb = SB
tiebreak-wins = Panalo
tiebreak-de = H2H
tournament-arena-closed = Ubos na ang oras sa { $name }: wala nang bagong laro; bilang pa rin ang mga larong tumatakbo.
tournament-finished = Tapos na ang { $name }. Ang panalo: { $winner }!
tournament-final-files = Naka-attach ang final standings, lahat ng laro (PDN) at ang FIDE report file (TRF).
tournament-cancelled = Kinansela ni { $director } ang { $name }.
tournament-cancelled-too-few = Hindi nakapagsimula ang { $name }: { $count ->
        [one] isang manlalaro lang ang sumali
       *[other] { $count } manlalaro lang ang sumali
    }, at kailangan ng { $need }.
tournament-thread-name = { $name } · { $round } · { $white } – { $black }
tournament-arena-thread-name = { $name } · { $white } – { $black }
tournament-not-paired = Wala pang round ng { $name } na may tapatan.
tournament-need-director = Ang mga miyembrong puwedeng mag-manage ng server, o may tournament role, lang ang puwedeng gumawa o magpatakbo ng torneo.
tournament-only-director = Si { $director } lang, na gumawa ng { $name }, o isang miyembrong puwedeng mag-manage ng server ang puwedeng gumawa niyan.
tournament-none-here = Walang torneo sa channel na ito. Gumawa ng isa gamit ang { $create }.
tournament-one-per-channel = May torneo na ang channel na ito: { $name }. Tapusin o ikansela muna ito.
tournament-already-in = Kasali ka na sa { $name }.
tournament-not-in = Hindi ka kasali sa { $name }.
tournament-closed = Tumatakbo nang round robin ang { $name }: hindi na ito tumatanggap ng bagong manlalaro.
tournament-too-few = Kailangan ng { $name } ng hindi bababa sa { $need } manlalaro para magsimula; { $count } pa lang ang kasali.
tournament-started-already = Nagsimula na ang { $name }.
tournament-over = Tapos na ang { $name }.
tournament-round-past = Walang round { $round } ang { $name }: { $total } lang ang round nito.
tournament-bad-format = Hindi format ng torneo ang “{ $given }”: pumili ng swiss, roundrobin, double o arena.
tournament-bad-rounds = Mula 1 hanggang 30 round lang ang Swiss, hindi { $given }.
tournament-bad-duration = Mula 5 minuto hanggang 24 oras lang ang arena, hindi { $given }.
tournament-bad-action = Sabihin kung ano ang gagawin: { $prefix }tournament create, join, leave, start, standings, pairings o cancel.
tournament-bad-option = Hindi ko mabasa ang “{ $given }” dito. Halimbawa: { $prefix }tournament create swiss rounds:5 time:10m start:30m
tournament-no-abort = Laro ito ng torneo: hindi ito puwedeng i-abort. Sumuko kung kailangan mong huminto.
tournament-in-server = Sa mga channel ng server ginagawa ang mga torneo.
settings-tournament-role = Puwede ring gumawa at magpatakbo ng torneo ang mga miyembrong may { $role }.
cmd-settings-tournament_role = Puwedeng gumawa at magpatakbo ng torneo ang mga miyembrong may role na ito
cmd-option-name-tournament_role = role_sa_torneo
tournament-bad-tiebreaks = “{ $given }” ay hindi tie-break: gamitin ang bh, bh-c1, sb, wins o de, hiwalay sa kuwit.
cmd-tournament-tiebreaks = Mga tie-break ayon sa pagkakasunod, gaya ng bh-c1,bh,sb,wins (default: ayon sa format)
cmd-option-name-tiebreaks = tiebreaks
tournament-standings-more = … at { $count ->
        [one] isa pang manlalaro
       *[other] { $count } pang manlalaro
    } sa larawan.

## Puzzles (issue 32)
puzzle-start = Mga palaisipan ng Damero: { $variant }, { $count ->
        [one] isang palaisipan
       *[other] { $count } palaisipan
    }. I-type ang mga galaw mo; sinasabi ng { $help } kung ano pa ang puwede mong i-type, at { $quit } para umalis.
puzzle-help = I-type ang galaw mo ayon sa numero ng board ({ $example }), o { $board } para makita ulit ang board, { $moves } para sa mga puwede mong galaw, { $skip } para sa sagot (walang rating), at { $quit } para umalis.
puzzle-moves = Ang mga puwede mong galaw: { $moves }.
puzzle-skipped = Nilaktawan, walang rating. Ang sagot: { $line }.
puzzle-out-unwritable = Hindi ako makasulat sa { $folder } ({ $reason ->
        [denied] walang pahintulot
        [not-folder] hindi ito folder
        [read-only] read-only ang disk
       *[other] may error
    }), kaya tuloy ang mga palaisipan nang walang larawan ng board.
puzzle-none = Wala pang palaisipan para sa { $variant }.
puzzle-all-done = Nakita mo na ang lahat ng palaisipan ng { $variant }. Magaling!
puzzle-intro = Palaisipan { $id } · rating { $rating }
puzzle-themes = Mga tema: { $themes }
puzzle-theme-shot = kombinasyon
puzzle-theme-breakthrough = pagtagos para maging dama
puzzle-theme-king-capture = pagkain ng dama
puzzle-theme-endgame = huling bahagi ng laro
puzzle-to-play = { $color ->
        [white] Puti
       *[black] Itim
    } ang titira at mananalo.
puzzle-right = Tama: { $move }.
puzzle-reply = Sumagot ang { $color ->
        [white] Puti
       *[black] Itim
    } ng { $move }.
puzzle-forced = Iisa lang ang puwede mong galaw, kaya ginawa na ito para sa iyo: { $move }.
puzzle-solved = Nalutas!
puzzle-wrong = Hindi iyan: sa { $move }, sasagot ng { $reply }.
puzzle-wrong-ends = Hindi iyan: hindi nananalo ang { $move }.
puzzle-solution = Ang sagot: { $line }.
puzzle-over = Tapos na ang palaisipang ito.
puzzle-rating = Ang rating mo sa palaisipan: { $old } → { $new }.
puzzle-streak = { $count ->
        [one] Isang palaisipan ang sunod-sunod mong nalutas.
       *[other] { $count } palaisipan ang sunod-sunod mong nalutas.
    }
puzzle-next = Pindutin ang Enter para sa susunod na palaisipan, o i-type ang { $quit } para umalis.
puzzle-how = Sumagot gamit ang { $answer } at ang galaw mo, ayon sa numero ng board.
puzzle-open = May bukas ka nang palaisipan ({ $id }): sagutin mo muna iyon gamit ang { $answer } at ang galaw mo.
puzzle-not-open = Wala kang bukas na palaisipan. Bibigyan ka ng { $start } ng isa.
cmd-puzzle = Palaisipan para sa iyo lang: hanapin ang panalong galaw, isa-isa
cmd-name-puzzle = palaisipan
cmd-puzzle-variant = Ang variant (default: ang sa server)
cmd-puzzle-move = Ang sagot mo sa bukas mong palaisipan: isang galaw
leaderboard-puzzles-word = palaisipan
leaderboard-puzzles-header = Pinakamahuhusay sa palaisipan ng { $variant } sa server na ito:
leaderboard-puzzles-line = { $rank }. { $name } — { $rating } ({ $solved } sa { $tried } ang nalutas)
leaderboard-puzzles-empty = Wala pang sumubok ng palaisipan ng { $variant } sa server na ito.
rating-puzzles = Palaisipan: rating { $rating }, { $solved } sa { $tried } ang nalutas, pinakamahabang sunod-sunod { $best }.
cmd-leaderboard-puzzles = Ang pinakamahuhusay sa palaisipan sa halip na sa laro
cmd-option-name-puzzles = palaisipan
daily-word = araw-araw
daily-title = Palaisipan ng araw ({ $variant }):
daily-yesterday = Ang palaisipan kahapon, { $id }: { $line }.
daily-yesterday-solver = Si { $name } ang unang nakalutas.
daily-yesterday-nobody = Walang nakalutas nito.
daily-how = Puwedeng sumagot ang kahit sino, isang beses lang: { $answer } { $daily } at ang lahat ng galaw mo, hinihiwalay ng espasyo. Iaanunsyo rito ang unang tamang sagot.
daily-solved = Si { $name } ang unang nakalutas ng palaisipan ngayong araw ({ $id })!
daily-none = Walang palaisipan ng araw ang server na ito ngayon.
daily-twice = Nakasagot ka na sa palaisipan ngayong araw. Balik ka bukas!
daily-wrong = Hindi iyan ang sagot. Ipapakita ito kasama ng palaisipan bukas.
daily-right-first = Tama, at ikaw ang una! Nasabihan na ang channel.
daily-right-after = Tama! Si { $name } ang nauna ngayong araw.
settings-daily-puzzle = Ipinopost ang palaisipan ng araw sa { $channel } nang { $hour }:00 UTC.
cmd-settings-puzzle_channel = Ang channel ng palaisipan ng araw
cmd-settings-puzzle_hour = Ang oras ng palaisipan ng araw (0-23, UTC)
cmd-option-name-puzzle_channel = channel_palaisipan
cmd-option-name-puzzle_hour = oras_palaisipan
cmd-option-name-daily = araw-araw
cmd-puzzle-daily = Ang palaisipan ng araw ng server sa halip na sa iyo

## Mga permission (issue 44): walang Filipino ang Discord, kaya Ingles ang mga pangalan, gaya ng nakikita sa settings
permission-view-channel = View Channels
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-create-public-threads = Create Public Threads
permission-manage-threads = Manage Threads
missing-permission = Kailangan ko ang { $count ->
        [one] permission
       *[other] mga permission
    } na { $permissions } sa channel na ito para magawa iyan; maibibigay { $count ->
        [one] ito
       *[other] ang mga ito
    } ng tagapamahala ng server sa settings ng channel.
tournament-blocked = Naghihintay ang { $name }: kailangan ko ang { $count ->
        [one] permission
       *[other] mga permission
    } na { $permissions } sa channel na ito para mabuksan ang mga thread ng mga laro nito, at kusang magsisimula ang round kapag naibigay na { $count ->
        [one] ito
       *[other] ang mga ito
    } ng tagapamahala ng server.

## Web pages
settings-web = Mga web page ng server na ito: { $state ->
        [on] bukas
       *[off] sarado
    }.
cmd-settings-web = Ipakita ang mga laro, torneo at manlalaro ng server na ito sa mga web page ng Damero
cmd-option-name-web = web
web-game-link = Ang page ng laro: { $url }
web-tournament-link = Ang page ng torneo: { $url }
web-tagline = Damang nilalaro sa Discord, galaw-galaw.
web-live-games = Mga larong nagaganap
web-no-live-games = Walang larong nagaganap ngayon.
web-tournaments = Mga torneo
web-no-tournaments = Wala pang torneo.
web-game-title = Laro { $id }
web-versus = { $white } laban kay { $black }
web-moves = Mga galaw
web-no-moves = Wala pang galaw.
web-step-start = Sa simula
web-step-back = Isang galaw pabalik
web-step-forward = Isang galaw pasulong
web-step-end = Sa huling galaw
web-step-keys = Ang mga arrow key ang naglilipat sa mga galaw; ang Home at End ay papunta sa simula at sa dulo.
web-download-pdn = I-download ang laro (PDN)
web-review = Ang pagsusuri ng engine
web-review-alt = Ang lamang ng puti pagkatapos ng bawat galaw, ayon sa engine sa lalim na { $depth }, na may markang mga pagkakamali at malalaking pagkakamali
web-live = Live: kusang lumalabas dito ang mga bagong galaw.
web-board-start = { $variant }, ang simulang ayos
web-board-after = { $variant }, pagkatapos ng { $move }
web-board-alt = { $position }. Puti: { $white }. Itim: { $black }.
web-man-on = { $square }
web-king-on = dama sa { $square }
web-no-pieces = walang piyesa
web-tournament-status = { $status ->
        [open] Bukas sa pagsali
        [running] Nagaganap
       *[finished] Tapos na
    }
web-standings = Standings
web-standings-picture = Ang standings ng { $name }
web-round = Round { $round }
web-bye = { $player }: bye
web-playing = nilalaro
web-playing-move = nilalaro · ika-{ $move } na galaw
web-no-standings = Wala pang sumasali.
web-players = { $count } manlalaro
web-ratings = Mga rating
web-rating-chart = { $variant }: ang rating sa huling { $count } rated na laro
web-recent-games = Mga huling laro
web-no-games = Wala pang laro.
web-column-game = Laro
web-column-white = Puti
web-column-black = Itim
web-column-variant = Variant
web-column-result = Resulta
web-column-rating = Rating
web-column-record = Panalo – tabla – talo
web-ongoing = nagaganap
web-not-found-title = Walang ganitong page
web-not-found = Walang maipapakita rito. Lumalabas lang ang isang laro, torneo o manlalaro kapag binuksan ng server nila ang mga web page.
web-home = Pangunahing page ng Damero
web-language = Wika
web-footer = Mga page ng Damero, ang referee ng dama para sa Discord, na pambasa lamang.
