# Catalogo italiano di Damero: tutto ciò che dice il bot. Si dà del tu.
# Termini: dama (il gioco), damone (pezzo promosso), pedina (pezzo semplice), pezzo (l'uno o
# l'altro), damiera, mossa, presa / prendere, soffiare (togliere il pezzo che ha mancato una
# presa), patta, abbandonare, il Bianco / il Nero.
# Mosse, caselle, nomi e parole dei comandi (/play, !help, white, black) non si traducono.
# I titoli delle varianti cominciano tutti con «dama» (femminile singolare): altri messaggi dicono
# «nella { $variant }» e «Regole della { $title }».


## Pezzetti usati dentro altri messaggi

list-separator = { ", " }
list-more =
    { $count ->
        [one] e un'altra
       *[other] e altre { $count }
    }
# Un elenco accorciato: «11-15, 12-16 e altre 5».
list-with-more = { $items } { $more }
# Un giocatore e il suo colore: «Ana (Bianco)».
player =
    { $name } ({ $color ->
        [white] Bianco
       *[black] Nero
    })

## Varianti: nomi e regole

variant-spanish = dama spagnola
variant-czech = dama ceca
variant-turkish = dama turca
variant-huff10 = dama antica con il soffio (10x10)
variant-huff12 = dama antica con il soffio (12x12)
variant-english = dama inglese
variant-international = dama internazionale
variant-russian = dama russa
variant-brazilian = dama brasiliana
variant-italian = dama italiana
variant-pool = dama pool (USA)
variant-canadian = dama canadese
variant-frisian = dama frisone
rules-spanish = Damiera 8x8, con h1 tra le caselle di gioco; muove per primo il Bianco. Le pedine muovono e prendono di una casella in diagonale, solo in avanti. I damoni si muovono a qualsiasi distanza lungo le diagonali libere. La presa è obbligatoria: si devono prendere più pezzi possibile e, a parità, più damoni possibile. I pezzi presi si tolgono a fine mossa. Patta: per accordo, per triplice ripetizione, dopo 40 mosse di damone senza prese, e quando tre damoni non riescono a battere un damone solo in 13 mosse.
rules-czech = Damiera 8x8 con a1 tra le caselle di gioco, 12 pedine a testa; muove per primo il Bianco. Le pedine muovono e prendono in diagonale, solo in avanti. I damoni si muovono a qualsiasi distanza. La presa è obbligatoria e, se un damone può prendere, deve prendere un damone; altrimenti si può scegliere qualsiasi presa, ma una presa multipla iniziata va completata. Patta: per accordo; per triplice ripetizione; dopo 25 mosse a testa senza prese né mosse di pedina.
rules-turkish = Damiera 8x8 in cui si usano tutte le caselle; 16 pedine a testa sulla seconda e sulla terza riga; muove per primo il Bianco. Le pedine muovono e prendono di una casella in linea retta, in avanti o di lato. I damoni muovono e prendono come la torre degli scacchi, a qualsiasi distanza. I pezzi presi si tolgono subito, e durante una presa non si può tornare indietro di 180 gradi. È obbligatorio prendere più pezzi possibile. Un pezzo che raggiunge l'ultima riga diventa damone e la mossa finisce. Patta: per accordo; per triplice ripetizione; subito, con damone contro damone; dopo 25 mosse a testa senza prese né mosse di pedina.
rules-huff10 = Il gioco antico su damiera 10x10: caselle scure, muove per primo il Nero. Le pedine muovono di una casella in diagonale in avanti e prendono sia in avanti sia all'indietro. I damoni si muovono a qualsiasi distanza. Si dovrebbe prendere, ma non è obbligatorio, e si può scegliere qualsiasi presa. Se l'avversario ha saltato una presa o ha interrotto una presa multipla prima del tempo, prima della tua mossa puoi soffiargli uno dei pezzi colpevoli (toglierlo dalla damiera). Patta: per accordo; per triplice ripetizione; dopo 25 mosse a testa senza prese né mosse di pedina.
rules-huff12 = Il gioco antico su damiera 12x12: caselle scure, muove per primo il Nero. Le pedine muovono di una casella in diagonale in avanti e prendono sia in avanti sia all'indietro. I damoni si muovono a qualsiasi distanza. Si dovrebbe prendere, ma non è obbligatorio, e si può scegliere qualsiasi presa. Se l'avversario ha saltato una presa o ha interrotto una presa multipla prima del tempo, prima della tua mossa puoi soffiargli uno dei pezzi colpevoli (toglierlo dalla damiera). Patta: per accordo; per triplice ripetizione; dopo 25 mosse a testa senza prese né mosse di pedina.
rules-english = Damiera 8x8 con a1 tra le caselle di gioco; muove per primo il Nero. Le pedine muovono e prendono di una casella in diagonale in avanti; i damoni muovono e prendono di una casella in qualsiasi diagonale, anche all'indietro. La presa è obbligatoria, si può scegliere qualsiasi presa e una presa multipla va completata. Una pedina che raggiunge l'ultima riga diventa damone e la mossa finisce. Patta: per accordo; per triplice ripetizione; per la regola delle 40 mosse (40 mosse a testa senza prese né mosse di pedina).
rules-international = Damiera 10x10, 20 pedine a testa; muove per primo il Bianco. Le pedine muovono in diagonale in avanti e prendono sia in avanti sia all'indietro. I damoni si muovono a qualsiasi distanza. È obbligatorio prendere più pezzi possibile. Una pedina diventa damone solo se termina la mossa sull'ultima riga. Patta (FMJD): per accordo; per triplice ripetizione; dopo 25 mosse a testa di soli damoni, senza prese; con tre pezzi, tra cui un damone, contro un damone solo, dopo 16 mosse a testa; con due pezzi o meno, tra cui un damone, contro un damone solo, dopo 5 mosse a testa.
rules-russian = Damiera 8x8 con a1 tra le caselle di gioco; muove per primo il Bianco. Le pedine muovono in diagonale in avanti e prendono sia in avanti sia all'indietro. I damoni si muovono a qualsiasi distanza. La presa è obbligatoria, ma si può scegliere qualsiasi presa. Una pedina che raggiunge l'ultima riga durante una presa diventa subito damone e continua a prendere come damone. Patta (FMJD-64): per accordo; per triplice ripetizione; dopo 15 mosse a testa di soli damoni, senza prese; tre o più damoni contro un damone solo devono vincere entro la loro 15ª mossa; con due pezzi o meno contro un damone solo, o con tre se il damone solo è sulla grande diagonale, dopo 5 mosse a testa; con damoni da entrambe le parti e nessun cambio di materiale, dopo 30 mosse (con 4 o 5 pezzi) o 60 mosse (con 6 o 7 pezzi).
rules-brazilian = Regole internazionali su damiera 8x8: le pedine prendono sia in avanti sia all'indietro, i damoni si muovono a qualsiasi distanza, è obbligatorio prendere più pezzi possibile e una pedina diventa damone solo se termina la mossa sull'ultima riga. Patta (FMJD-64, come nella dama russa): per accordo; per triplice ripetizione; dopo 15 mosse a testa di soli damoni, senza prese; tre o più damoni contro un damone solo devono vincere entro la loro 15ª mossa; con due pezzi o meno contro un damone solo, o con tre se il damone solo è sulla grande diagonale, dopo 5 mosse a testa; con damoni da entrambe le parti e nessun cambio di materiale, dopo 30 mosse (con 4 o 5 pezzi) o 60 mosse (con 6 o 7 pezzi).
rules-italian = Damiera 8x8, con h1 tra le caselle di gioco; muove per primo il Bianco. Le pedine muovono e prendono di una casella in diagonale in avanti e non possono mai prendere un damone. I damoni muovono e prendono di una casella in qualsiasi direzione. La presa è obbligatoria: si prendono più pezzi possibile; poi, se si può, si prende col damone; poi si prendono più damoni possibile; infine si prendono i damoni il prima possibile. Patta: per accordo; per triplice ripetizione; dopo 40 mosse a testa di soli damoni, senza prese.
rules-pool = Damiera 8x8 con a1 tra le caselle di gioco; muove per primo il Nero. Le pedine muovono in diagonale in avanti e prendono sia in avanti sia all'indietro. I damoni si muovono a qualsiasi distanza. La presa è obbligatoria, ma si può scegliere qualsiasi presa. Una pedina diventa damone solo se termina la mossa sull'ultima riga. Patta: per accordo; per triplice ripetizione; quando tre damoni non riescono a battere un damone solo in 13 mosse; dopo 25 mosse a testa senza prese né mosse di pedina.
rules-canadian = Damiera 12x12, 30 pedine a testa; muove per primo il Bianco. Regole internazionali: le pedine muovono in diagonale in avanti e prendono sia in avanti sia all'indietro, i damoni si muovono a qualsiasi distanza, è obbligatorio prendere più pezzi possibile e una pedina diventa damone solo se termina la mossa sull'ultima riga. Patta (come nella dama internazionale): per accordo; per triplice ripetizione; dopo 25 mosse a testa di soli damoni, senza prese; con tre pezzi, tra cui un damone, contro un damone solo, dopo 16 mosse a testa; con due pezzi o meno, tra cui un damone, contro un damone solo, dopo 5 mosse a testa.
rules-frisian = Damiera 10x10, 20 pedine a testa; muove per primo il Bianco. Le pedine muovono in diagonale in avanti. Pedine e damoni prendono in diagonale e anche in linea retta lungo righe e colonne, sia in avanti sia all'indietro. I damoni si muovono a qualsiasi distanza. Bisogna fare la presa di valore più alto (un damone vale più di una pedina ma meno di due); a parità di valore deve prendere il damone. Finché hai ancora pedine, uno stesso damone può fare al massimo tre mosse di fila. Patta: per accordo; per triplice ripetizione; con due damoni contro un damone solo, dopo 7 mosse a testa; con damone contro damone, dopo 2 mosse a testa; dopo 25 mosse a testa senza prese né mosse di pedina.
# «/rules czech»: il titolo, il nome da scrivere, il riassunto.
rules-text = Regole della { $title } ({ $name }): { $summary }
variants-header = Le varianti che arbitro:
variants-line = { $name } — { $title }
variants-line-default = { $name } — { $title } (predefinita)
variants-footer = Scrivi /rules NOME per una breve spiegazione.

## Una partita: inizio, mosse, situazione

game-begins = Inizia una partita a { $variant }: { $white } contro { $black }.
bot-level = Gioco al livello { $level } su 10.
to-move = Tocca a { $player }.
move-played = { $player } ha giocato { $move }.
move-played-captured =
    { $player } ha giocato { $move } e ha preso { $count ->
        [one] { $count } pezzo
       *[other] { $count } pezzi
    }.
move-crowned = { $played } La pedina diventa damone in { $square }.
faulty-move = In quella mossa è mancata una presa: prima di muovere, { $player } può soffiare un pezzo ({ $squares }).
huffed = { $player } ha soffiato il pezzo in { $square }.
board-summary = Partita a { $variant }: { $white } contro { $black }.
last-move = Ultima mossa: { $move }, di { $player }.
legal-moves = Mosse valide per { $player }: { $moves }.
# Partite col soffio: mosse permesse anche se saltano una presa o la interrompono.
faulty-moves = Sono permesse anche queste, ma saltano una presa (poi l'avversario può soffiare): { $moves }.
game-over = La partita di questo canale è finita. { $outcome } Iniziane un'altra con /challenge o /play.

## Come finisce una partita

outcome-no-pieces =
    { $winner ->
        [white] Vince il Bianco: tutti i pezzi del Nero sono stati presi.
       *[black] Vince il Nero: tutti i pezzi del Bianco sono stati presi.
    }
outcome-blocked =
    { $winner ->
        [white] Vince il Bianco: il Nero è bloccato.
       *[black] Vince il Nero: il Bianco è bloccato.
    }
# Nomi dei giocatori: «Ben ha abbandonato: vince Ana.»
outcome-resigned = { $loser } ha abbandonato: vince { $winner }.
outcome-agreement = Patta d'accordo.
outcome-repetition = Patta per triplice ripetizione.
outcome-king-moves =
    Patta: { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa di soli damoni, senza prese.
outcome-three-kings =
    Patta: tre damoni non sono riusciti a battere un damone solo in { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }.
outcome-king-vs-king = Patta: damone contro damone.
outcome-king-vs-king-moves =
    Patta: damone contro damone per { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa.
outcome-no-progress =
    Patta per mancanza di progressi ({ $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa senza prese né mosse di pedina).
outcome-forty-moves =
    Patta per la regola delle 40 mosse: { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa senza prese né mosse di pedina.
outcome-two-against-king =
    Patta: { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa con due pezzi o meno contro un damone solo.
outcome-two-kings-against-king =
    Patta: { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa con due damoni contro un damone solo.
outcome-three-against-king =
    Patta: { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa con tre pezzi contro un damone solo.
outcome-king-long-diagonal =
    Patta: { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } a testa con tre pezzi contro un damone solo sulla grande diagonale.
outcome-material-unchanged = Patta: damoni da entrambe le parti e nessun cambio di materiale per 30 mosse (con 4 o 5 pezzi) o 60 mosse (con 6 o 7 pezzi).

## Sfide

challenge-posted =
    { $challenger } sfida { $challenged } a una partita a { $variant } ({ $colors }). { $challenged }: hai { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    } per accettare o rifiutare.
challenge-colors-random = colori sorteggiati
challenge-colors-white = { $name } gioca col Bianco
challenge-colors-black = { $name } gioca col Nero
challenge-waiting = Qui c'è già una sfida in attesa: { $challenger } ha sfidato { $challenged }.
challenge-self = Non puoi giocare contro di te: prova /play per giocare contro di me.
challenge-none-to-accept = Qui non c'è nessuna sfida da accettare.
challenge-none-to-decline = Qui non c'è nessuna sfida da rifiutare.
challenge-only-accept = Solo { $name } può accettare questa sfida.
challenge-only-decline = Solo { $name } può rifiutare questa sfida.
challenge-expired = Quella sfida è scaduta. Mandane un'altra con /challenge.
challenge-declined = { $name } ha rifiutato la sfida.
challenge-withdrawn = { $name } ha ritirato la sfida.
button-accept = Accetta
button-decline = Rifiuta
# Tocchi sotto la damiera (issue 46): un menu di mosse e pulsanti invece di scrivere.
tap-pick-move = Scegli la tua mossa
tap-pick-piece = Scegli il pezzo da muovere
tap-piece-moves = { $count ->
        [one] una mossa
       *[other] { $count } mosse
    }
tap-piece-chosen = Il pezzo in { $square } ha { $count ->
        [one] una mossa
       *[other] { $count } mosse
    }: scegline una.
tap-draw-offer = Proponi la patta
tap-draw-accept = Accetta la patta
tap-resign = Abbandona
tap-resign-sure = Sì, abbandono
tap-resign-ask = Abbandonare la partita contro { $opponent }? Non si potrà annullare.
tap-flip = Damiera dal mio lato
tap-huff = Soffia { $square }
tap-stale = Quella damiera non è più aggiornata: la partita è andata avanti. Usa la damiera più recente.
tap-over = Quella partita è finita: sulla sua damiera non si può più giocare.
tap-unknown = Quel pulsante o menu non è mio, quindi non è stato fatto nulla.
terminal-numbered = Mosse (scrivi la mossa o il suo numero): { $moves }
terminal-no-number = Qui non c'è una mossa { $number }: scrivi uno dei numeri elencati sotto la damiera.

## Patta, abbandono, soffio, PDN

draw-offered = { $player } propone la patta. { $opponent }: /draw per accettare, oppure continua a giocare.
draw-already-offered = Hai già proposto la patta; la proposta vale fino alla prossima mossa.
draw-declined-by-bot = { $bot } rifiuta la patta: continuiamo a giocare.
huff-not-this-game = Si soffia solo nelle partite col soffio (huff10, huff12).
huff-nothing = Non c'è niente da soffiare: nell'ultima mossa l'avversario non ha saltato nessuna presa.
huff-which = Di' quale pezzo vuoi soffiare: { $squares }.
huff-wrong-square = Non si può soffiare { $square }; puoi soffiare: { $squares }.
pdn-last-game = L'ultima partita di questo canale, in PDN.
pdn-so-far = La partita fin qui, in PDN.
pdn-none = In questo canale non è ancora stata giocata nessuna partita.

## Rifiuti

game-running = In questo canale c'è già una partita in corso. Prima finiscila (o abbandona), oppure usa un thread.
challenge-pending = In questo canale c'è già una sfida in attesa di risposta.
no-game = In questo canale non c'è nessuna partita. Iniziane una con /challenge o /play.
no-challenge = Qui non c'è nessuna sfida.
not-a-player = Non stai giocando questa partita.
not-your-turn = Non è il tuo turno: tocca a { $player }.
bad-level = «{ $given }» non è un livello: scegli un numero da 1 a 10.
bad-color = «{ $given }» non è un colore: scegli white (Bianco), black (Nero) o random (a sorte).
unknown-variant = Non conosco la variante «{ $given }»; quelle che conosco sono: { $known }.
unknown-variant-near = Non conosco la variante «{ $given }»; forse intendevi { $near }?
restarting = Damero si sta riavviando; riprova tra un momento.
failed = Scusa, qualcosa è andato storto da parte mia e non è cambiato niente. Riprova.

## Mosse rifiutate

move-empty = Non hai scritto nessuna mossa: scrivine una come 11-15, 11x18 o c3-d4.
move-too-long = Non riesco a leggerla come mossa: è troppo lunga.
move-bad-square = Non riesco a leggerla come mossa: «{ $part }» non è una casella (in «{ $text }»). Scrivi una mossa come 11-15, 11x18 o c3-d4.
move-not-a-move = Non riesco a leggere «{ $text }» come mossa. Scrivi una mossa come 11-15, 11x18 o c3-d4.
move-one-square = Non riesco a leggerla come mossa: «{ $text }» indica una sola casella, e una mossa ha bisogno di partenza e arrivo, come 11-15.
square-numbers-not-used = Nella { $variant } le caselle si indicano come c3, non con numeri come { $number }.
square-number-too-high = { $number } non è una casella della { $variant }: le caselle vanno da 1 a { $max }.
square-not-playing = { $square } non è una casella di gioco nella { $variant } (colonne a-{ $file }, righe 1-{ $size }, solo caselle scure).
square-off-board = { $square } non è una casella della { $variant } (colonne a-{ $file }, righe 1-{ $size }).
illegal = Mossa { $move } non valida: { $reason }.
ambiguous = La mossa { $move } è ambigua: scrivi il percorso completo, uno tra questi: { $paths }.
illegal-no-legal-move =
    { $turn ->
        [white] il Bianco non ha
       *[black] il Nero non ha
    } nessuna mossa valida
illegal-no-piece = in { $square } non c'è nessun pezzo
illegal-not-your-piece =
    il pezzo in { $square } è { $owner ->
        [white] del Bianco, e tocca al Nero
       *[black] del Nero, e tocca al Bianco
    }
illegal-wrong-path = questa mossa non può fare quel percorso; scrivila così: { $paths }
illegal-must-complete = la presa multipla va completata; mosse valide: { $legal }
illegal-king-must-capture = un damone può prendere, quindi deve prendere un damone; mosse valide: { $legal }
illegal-must-take-most =
    bisogna prendere più pezzi possibile ({ $count ->
        [one] { $count } pezzo
       *[other] { $count } pezzi
    }); mosse valide: { $legal }
illegal-must-take-value = bisogna fare la presa di valore più alto (un damone vale più di una pedina ma meno di due, e a parità di valore prende il damone); mosse valide: { $legal }
illegal-king-must-rest =
    il damone in { $square } ha già fatto { $count ->
        [one] { $count } mossa di fila
       *[other] { $count } mosse di fila
    } e, finché hai pedine, deve stare fermo una mossa; mosse valide: { $legal }
illegal-capture-compulsory = la presa è obbligatoria; mosse valide: { $legal }
illegal-piece-cannot-move = il pezzo in { $square } non può muovere; mosse valide: { $legal }
illegal-not-there = mosse valide da { $square }: { $moves }
illegal-not-available = questa mossa non è possibile in questa posizione

## Comandi di testo (Discord e terminale)

unknown-command = Non conosco il comando «{ $command }». Scrivi { $prefix }help per vedere i comandi.
challenge-whom = Di' chi vuoi sfidare: { $prefix }challenge @qualcuno [variante] [white|black|random].
challenge-who = Non so chi sia «{ $given }»: menziona la persona che vuoi sfidare.

## Aiuto

help-discord =
    Damero arbitra partite a dama e gioca contro di te. Una partita per canale (anche un thread è un canale).
    /challenge @qualcuno [variante] [colore] o { $prefix }challenge — sfida qualcuno (può accettare o rifiutare)
    /play [variante] [livello 1-10] [colore] o { $prefix }play — una partita contro di me
    /move 11-15 o { $prefix }move, o scrivi semplicemente la mossa quando tocca a te — 11-15, 11x18x25, c3xe5
    /board, /moves, /resign (abbandona), /draw (proponi o accetta la patta), /huff 23 (soffia, partite col soffio), /pdn
    /abort (annulla, prima che entrambi abbiano mosso), /rating [@qualcuno], /leaderboard (classifica), /history (storico), /replay [partita], /review [partita] (analisi), /pdn [partita]
    /puzzle [variante] — un problema solo per te; rispondi con /puzzle move:…
    /rules [variante], /variants, /help, /settings — le stesse parole funzionano con { $prefix }
help-terminal =
    Scrivi una mossa quando tocca a te, con i nomi delle caselle indicati sulla damiera: { $example }.
    In una presa le caselle si uniscono con x.
    { $board } — di nuovo la damiera
    { $moves } — le mosse valide
    { $draw } — proponi o accetta la patta
    { $resign } — arrenditi (la partita va all'avversario)
    { $abort } — annulla la partita prima che entrambi abbiano mosso (non conta per nessuno)
    { $huff } 23 — soffia un pezzo quando l'avversario salta una presa (partite col soffio)
    { $pdn } — la partita fin qui
    { $rules } [variante] — le regole
    { $variants } — tutte le varianti
    { $help } — questo elenco
    { $quit } — chiudi il programma (anche exit)

## Impostazioni del server

settings-show = Impostazioni di questo server: lingua { $language }.
settings-changed = Impostazioni modificate: lingua { $language }.
settings-need-manage = Solo i membri con il permesso Gestisci server possono modificare le impostazioni.
settings-only-in-server = Le impostazioni appartengono a un server; nei messaggi diretti non ce ne sono.
language-name =
    { $code ->
        [en] inglese (en)
        [es] spagnolo (es)
        [fil] filippino (fil)
        [cs] ceco (cs)
        [tr] turco (tr)
        [pt] portoghese (pt)
        [ru] russo (ru)
       *[it] italiano (it)
    }

## Il terminale (damero play)

terminal-start = Damero nel terminale. Le immagini della damiera vanno in { $folder }/.
terminal-start-hint = Scrivi una mossa ({ $example }), oppure { $board }, { $moves }, { $draw }, { $resign }, { $pdn }, { $help }, { $quit }.
terminal-start-no-boards = Damero nel terminale. Niente immagini della damiera; il PDN della partita va in { $folder }/.
terminal-start-unsaved = Damero nel terminale. Questa volta non si salva nulla: né immagini della damiera né PDN.
terminal-out-unwritable = Non posso scrivere in { $folder } ({ $reason ->
        [denied] permesso negato
        [not-folder] non è una cartella
        [read-only] il disco è di sola lettura
       *[other] c'è stato un errore
    }), quindi le partite vanno avanti senza immagini della damiera e non vengono salvate.
terminal-setup-done = Nel terminale la partita è già impostata; finiscila, oppure scrivi { $quit }.
terminal-chat = «{ $given }» non è né una mossa né un comando. Scrivi { $help } per vedere i comandi.
terminal-not-utf8 = Questa riga non è testo leggibile (non è UTF-8); riscrivila.
terminal-pdn-written = La partita, in PDN, è in { $file }.
terminal-resumed = Riprendiamo la partita di { $file }: { $count ->
        [one] una mossa
       *[other] { $count } mosse
    } finora.
terminal-resume-missing = Non esiste il file { $file } da cui riprendere.
terminal-resume-bad = In { $file } non c'è una partita che io possa riprendere: non è un file PDN che Damero sa leggere.
terminal-resume-over = La partita di { $file } è già finita: { $outcome }
terminal-pdn-resume = Per riprenderla più tardi: damero play --resume { $file }
terminal-bye = Ciao!
terminal-player-one = Giocatore 1
terminal-player-two = Giocatore 2
terminal-player = Giocatore

## Descrizioni dei comandi slash e delle opzioni (Discord le mostra quando scegli un comando)

cmd-challenge = Sfida qualcuno a una partita a dama
cmd-challenge-opponent = Chi sfidi
cmd-option-variant = Variante (predefinita: spanish)
cmd-option-color = Il tuo colore
cmd-accept = Accetta la sfida che ti aspetta qui
cmd-decline = Rifiuta (o ritira) la sfida in questo canale
cmd-play = Gioca una partita contro di me
cmd-play-level = Il mio livello, da 1 a 10
cmd-move = Fai una mossa, come 11-15 o 11x18x25
cmd-move-move = La mossa
cmd-board = Mostra la damiera
cmd-moves = Elenca le mosse valide
cmd-resign = Abbandona la partita
cmd-draw = Proponi la patta, o accetta quella dell'avversario
cmd-huff = Soffia un pezzo quando l'avversario salta una presa (partite col soffio)
cmd-huff-square = La casella del pezzo da togliere
cmd-pdn = La partita come file PDN
cmd-rules = Le regole di una variante
cmd-rules-variant = Variante
cmd-variants = Le varianti che arbitro
cmd-help = Come giocare con me
cmd-settings = Mostra o modifica le impostazioni del server (per modificarle serve Gestisci server)
cmd-settings-language = La lingua di tutto ciò che si legge nel canale
color-white = bianco
color-black = nero
color-random = a sorte

## time (issue 10): time per move, aborts, expired challenges, server settings, threads

time-malformed = '{ $given }' non è un tempo: scrivi un numero e un'unità, come 30s, 10m, 2h o 3d.
time-too-short = '{ $given }' è troppo poco: ogni mossa ha almeno 10 secondi (10s).
time-too-long = '{ $given }' è troppo: ogni mossa ha al massimo 30 giorni (30d).
time-days-hours = { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    } e { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }
time-days = { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }
time-hours-minutes = { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    } e { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }
time-hours = { $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }
time-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minuti
    }
time-seconds = { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    }
time-unlimited = senza limite
to-move-time = Tocca a { $player } (tempo rimasto: { $time }).
game-lost-on-time = { $loser } ha esaurito il tempo: vince { $winner }.
game-aborted-never-moved = Partita annullata: { $player } non ha mai mosso. Non conta per nessuno.
game-aborted-by = { $player } ha annullato la partita. Non conta per nessuno.
game-aborted = La partita è stata annullata. Non conta per nessuno.
abort-too-late = Troppo tardi per annullare: entrambi i giocatori hanno mosso. Puoi abbandonare o proporre patta.
challenge-expired-notice = La sfida di { $challenger } a { $challenged } è scaduta senza risposta.
challenge-closed = La sfida di { $challenger } a { $challenged } non è più aperta.
challenge-move-time = Tempo per mossa: { $time }.
settings-show-game = Tempo per mossa { $time }; variante predefinita { $variant }; un thread per partita: { $threads ->
        [on] sì
       *[off] no
    }.
thread-name = { $first } vs { $second }
thread-opened = La partita ha il suo thread: { $thread }
cmd-abort = Annulla la partita senza punteggio (solo prima che entrambi abbiano mosso)
cmd-challenge-time = Tempo per mossa, come 30s, 10m, 2h o 3d
cmd-settings-move_time = Tempo per mossa nelle partite di questo server, come 10m, 2h o 1d
cmd-settings-default_variant = La variante quando non se ne indica nessuna
cmd-settings-threads = Apri un thread per ogni partita
## ratings (issue 10): punteggi, classifica, cronologia, PDN per numero, replay

rating-change = { $name } { $rating } ({ $change })
rating-changes = Punteggi: { $white }, { $black }.
rating-show =
    { $name }, { $variant }: punteggio { $rating } (deviazione { $deviation }), { $games ->
        [one] { $games } partita valida per il punteggio
       *[other] { $games } partite valide per il punteggio
    } (vittorie: { $wins }, patte: { $draws }, sconfitte: { $losses }).
rating-provisional = Il punteggio è ancora provvisorio (deviazione sopra { $deviation }): qualche altra partita lo renderà stabile.
rating-unrated = { $name } non ha ancora nessuna partita di { $variant } valida per il punteggio.
rating-bot-line = Contro { $bot } al livello { $level }: vittorie: { $wins }, patte: { $draws }, sconfitte: { $losses }.
rating-never-played = { $name } non ha ancora finito nessuna partita con me.
leaderboard-header = I migliori giocatori di { $variant } su questo server:
leaderboard-line =
    { $rank }. { $name } — { $rating } ({ $games ->
        [one] { $games } partita
       *[other] { $games } partite
    })
leaderboard-line-provisional =
    { $rank }. { $name } — { $rating }? ({ $games ->
        [one] { $games } partita
       *[other] { $games } partite
    })
leaderboard-footer = ? = punteggio provvisorio (deviazione sopra { $deviation }: ancora poche partite, o nessuna di recente).
leaderboard-empty = Su questo server nessuno ha ancora una partita di { $variant } valida per il punteggio.
leaderboard-only-in-server = Le classifiche sono di ogni server: chiedi in uno dei suoi canali.
history-header = Ultime partite di { $name }:
history-line =
    #{ $id } · { $date } · { $variant } · contro { $opponent } · { $result ->
        [win] vinta
        [loss] persa
        [draw] patta
        [ongoing] in corso
       *[none] senza risultato
    } { $change }
game-unknown = La partita #{ $id } non esiste. /history elenca i numeri delle partite.
bad-game-id = «{ $given }» non è un numero di partita: scrivilo così: 42.
user-who = Non so chi sia «{ $given }»: menzionalo, così: @Ana.
pdn-game = La partita #{ $id } in PDN.
pdn-game-so-far = La partita #{ $id } finora, in PDN.
replay-none = In questo canale non è ancora finita nessuna partita: indicane una, così: /replay game:42.
replay-posted =
    Partita #{ $id }: { $white } contro { $black }, { $plies ->
        [one] { $plies } mossa
       *[other] { $plies } mosse
    }.
replay-too-large = La partita #{ $id } è troppo lunga per stare in una GIF entro il limite di caricamento di Discord.
cmd-rating = Il punteggio di un giocatore, le sue partite e il bilancio contro di me
cmd-option-user = Di chi (predefinito: tuo)
cmd-leaderboard = I giocatori con il punteggio più alto su questo server
cmd-history = Le ultime 10 partite di un giocatore
cmd-pdn-game = Numero della partita (predefinito: quella di questo canale)
cmd-replay = Una partita come immagine animata (GIF)
cmd-replay-game = Numero della partita (predefinito: l'ultima finita in questo canale)
## ops (issue 11)
flood-notice = Stai inviando comandi troppo in fretta, quindi ignorerò i tuoi in questo canale per { $seconds ->
        [one] un secondo
       *[other] { $seconds } secondi
    }. Rallenta, per favore.
too-long = È troppo lungo per un comando: un comando può avere al massimo { $max ->
        [one] un carattere
       *[other] { $max } caratteri
    }.
## review (issue 12, branch engine)
cmd-review = Analizzo una partita finita: errori, gravi errori e mosse migliori
cmd-review-game = Il numero della partita (predefinita: l'ultima di questo canale)
review-header = Analisi della partita { $id }, { $white } contro { $black }: { $moves ->
        [one] una mossa esaminata
       *[other] { $moves } mosse esaminate
    } a { $depth } semimosse di profondità.
review-mistake = { $number }{ $dots } { $move } di { $player } è un errore ({ $loss }); era meglio { $better }.
review-blunder = { $number }{ $dots } { $move } di { $player } è un grave errore ({ $loss }); era meglio { $better }.
review-clean = In questa partita non ho trovato né errori né gravi errori.
review-summary = { $player }: { $mistakes ->
        [0] nessun errore
        [one] un errore
       *[other] { $mistakes } errori
    }, { $blunders ->
        [0] nessun grave errore
        [one] un grave errore
       *[other] { $blunders } gravi errori
    }.
review-graph = Il grafico mostra il vantaggio del Bianco in pedine dopo ogni mossa (sopra la linea centrale sta meglio il Bianco); i punti arancioni segnano gli errori, quelli rossi i gravi errori.
review-board-legend = Su ogni damiera la freccia arancione è la mossa giocata e la freccia { $better ->
        [blue] azzurra
       *[green] verde
    } la mossa migliore.
review-none = In questo canale non è ancora finita nessuna partita, quindi non c'è niente da analizzare.
review-no-such-game = Non c'è nessuna partita finita con il numero { $id } che io possa analizzare qui.
review-not-finished = La partita { $id } è ancora in corso; analizzo le partite quando sono finite.
review-bad-id = «{ $given }» non è un numero di partita. Scrivi { $prefix }review per l'ultima partita di qui, oppure { $prefix }review e il numero di una partita.

## Parole dei comandi
cmd-name-challenge = sfida
cmd-name-accept = accetta
cmd-name-decline = rifiuta
cmd-name-play = gioca
cmd-name-move = mossa
cmd-name-board = damiera
cmd-name-moves = mosse
cmd-name-resign = abbandona
cmd-name-draw = patta
cmd-name-huff = soffia
cmd-name-pdn = pdn
cmd-name-rules = regole
cmd-name-variants = varianti
cmd-name-help = aiuto
cmd-name-settings = impostazioni
cmd-name-abort = annulla
cmd-name-rating = punteggio
cmd-name-leaderboard = classifica
cmd-name-history = cronologia
cmd-name-replay = rivedi
cmd-name-review = analisi
cmd-option-name-opponent = avversario
cmd-option-name-variant = variante
cmd-option-name-color = colore
cmd-option-name-time = tempo
cmd-option-name-level = livello
cmd-option-name-move = mossa
cmd-option-name-square = casella
cmd-option-name-game = partita
cmd-option-name-language = lingua
cmd-option-name-move_time = tempo_per_mossa
cmd-option-name-default_variant = variante_predefinita
cmd-option-name-threads = thread
cmd-option-name-user = giocatore
word-quit = esci
word-skip = salta
store-unavailable = L'archivio delle partite non è raggiungibile in questo momento, quindi non è cambiato nulla. Riprova tra un momento.
## review, for readers (issue 34, branch engine-split): the graph's words, a reviewed file's header
review-graph-moves = mossa
review-graph-advantage = vantaggio del Bianco (pedine)
review-graph-mistake = errore
review-graph-blunder = grave errore
review-graph-cut = oltre ±{ $men }
review-file-header = { $white } contro { $black }: { $moves ->
        [one] una mossa esaminata
       *[other] { $moves } mosse esaminate
    } a { $depth } semimosse di profondità.
## The terminal's own words (issue 35)

terminal-board-key = ○ pedina bianca   ◎ damone bianco   ● pedina nera   ◉ damone nero
terminal-variants-footer = Scrivi { $rules } NOME per una breve spiegazione.
terminal-draw-offered = { $player } propone la patta. { $opponent }: scrivi { $draw } per accettare, oppure continua a giocare.
terminal-again = Un'altra partita? Premi Invio per giocarla, oppure scrivi { $quit } per uscire.
## Tournaments (issue 33)
cmd-tournament = Tornei in questo canale: crea, iscriviti, ritirati, avvia, classifica, abbinamenti, annulla
cmd-name-tournament = torneo
cmd-tournament-create = Crea un torneo in questo canale (Gestisci server o il ruolo dei tornei)
cmd-tournament-join = Iscriviti al torneo di questo canale
cmd-tournament-leave = Ritirati dal torneo di questo canale (se è già in corso, non ricevi più abbinamenti)
cmd-tournament-start = Avvia subito il torneo di questo canale (solo il suo direttore)
cmd-tournament-standings = Mostra la classifica del torneo di questo canale
cmd-tournament-pairings = Mostra gli abbinamenti di un turno (predefinito: il turno in corso)
cmd-tournament-cancel = Annulla il torneo di questo canale (solo il suo direttore)
cmd-name-tournament-create = crea
cmd-name-tournament-join = iscriviti
cmd-name-tournament-leave = ritirati
cmd-name-tournament-start = avvia
cmd-name-tournament-standings = classifica
cmd-name-tournament-pairings = abbinamenti
cmd-name-tournament-cancel = annulla
cmd-tournament-format = Svizzero, girone all'italiana (semplice o doppio) o arena
cmd-tournament-rounds = Numero di turni di uno svizzero (predefinito 5)
cmd-tournament-duration = Durata di un'arena, come 30m o 1h (predefinita 1h)
cmd-tournament-time = Tempo per mossa nelle sue partite, come 1m, 10m o 1d (predefinito: quello del server)
cmd-tournament-start_in = Parte da solo dopo questo tempo, come 15m o 2h (predefinito: quando lo dice il direttore)
cmd-tournament-name = Il nome del torneo
cmd-tournament-round = Il turno
cmd-option-name-format = formato
cmd-option-name-rounds = turni
cmd-option-name-duration = durata
cmd-option-name-start_in = inizia_tra
cmd-option-name-name = nome
cmd-option-name-round = turno
format-swiss = Svizzero
format-roundrobin = Girone all'italiana
format-double = Girone all'italiana con andata e ritorno
format-arena = Arena
tournament-format-swiss = uno svizzero su { $rounds ->
        [one] un turno
       *[other] { $rounds } turni
    }
tournament-format-roundrobin = un girone all'italiana
tournament-format-double = un girone all'italiana con andata e ritorno
tournament-format-arena = un'arena di { $minutes ->
        [one] un minuto
       *[other] { $minutes } minuti
    }
tournament-default-name = Torneo di { $director }
tournament-created = { $director } ha creato { $name }: { $format } di { $variant }, { $time } a mossa. Iscriviti con { $join }.
tournament-starts-in = Inizia { $when }.
tournament-starts-by-director = Inizierà quando { $director } lo avvierà.
tournament-joined = { $player } si iscrive a { $name } ({ $count ->
        [one] un giocatore
       *[other] { $count } giocatori
    }).
tournament-joined-late = { $player } si iscrive a { $name } ed entra negli abbinamenti dal turno { $round }.
tournament-left = { $player } lascia { $name }.
tournament-withdrew = { $player } si ritira da { $name }: non riceverà altri abbinamenti.
tournament-begins = Inizia { $name }!
tournament-round = Turno { $round } di { $total }:
tournament-arena-games = Nuove partite in { $name }:
tournament-board = Tavolo { $board }: { $white } (Bianco) – { $black } (Nero) { $where }
tournament-board-result = Tavolo { $board }: { $white } – { $black }: { $result }
tournament-bye = { $player } riposa in questo turno e prende un punto.
tournament-round-over = Il turno { $round } è finito.
tournament-standings-title = Classifica di { $name } dopo il turno { $round }
tournament-arena-standings-title = Classifica di { $name }
tournament-standings-line = { $rank }. { $player } — { $points }{ $tiebreaks }
tournament-standings-empty = Nessuno si è ancora iscritto a { $name }.
tournament-column-rank = #
tournament-column-player = Giocatore
tournament-column-points = Punti
tiebreak-bh = Bh
tiebreak-bh-c1 = Bh-1
tiebreak-sb = SB
tiebreak-wins = Vitt.
tiebreak-de = SD
tournament-arena-closed = Tempo scaduto in { $name }: niente nuove partite; quelle in corso contano ancora.
tournament-finished = { $name } è finito. Vince { $winner }!
tournament-final-files = In allegato: la classifica finale, tutte le partite (PDN) e il file di rapporto per la FIDE (TRF).
tournament-cancelled = { $director } ha annullato { $name }.
tournament-cancelled-too-few = { $name } non è potuto iniziare: { $count ->
        [one] si è iscritto un solo giocatore
       *[other] si sono iscritti { $count } giocatori
    }, e ne servono { $need }.
tournament-thread-name = { $name } · { $round } · { $white } – { $black }
tournament-arena-thread-name = { $name } · { $white } – { $black }
tournament-not-paired = Nessun turno di { $name } è stato ancora abbinato.
tournament-need-director = Solo i membri che possono gestire il server, o che hanno il ruolo dei tornei, possono creare o dirigere tornei.
tournament-only-director = Può farlo solo { $director }, che ha creato { $name }, o un membro che può gestire il server.
tournament-none-here = In questo canale non c'è nessun torneo. { $create } ne crea uno.
tournament-one-per-channel = Questo canale ha già un torneo: { $name }. Prima portalo a termine o annullalo.
tournament-already-in = Sei già in { $name }.
tournament-not-in = Non sei in { $name }.
tournament-closed = { $name } è un girone all'italiana già in corso: non accetta nuovi giocatori.
tournament-too-few = Per iniziare, { $name } ha bisogno di almeno { $need } giocatori; ne ha { $count }.
tournament-started-already = { $name } è già iniziato.
tournament-over = { $name } è finito.
tournament-round-past = { $name } non ha un turno { $round }: ne ha { $total }.
tournament-bad-format = «{ $given }» non è un formato di torneo: scrivi swiss (svizzero), roundrobin (girone all'italiana), double (andata e ritorno) o arena.
tournament-bad-rounds = Uno svizzero ha da 1 a 30 turni, non { $given }.
tournament-bad-duration = Un'arena dura da 5 minuti a 24 ore, non { $given }.
tournament-bad-action = Di' cosa fare: { $prefix }tournament create, join, leave, start, standings, pairings o cancel.
tournament-bad-option = Qui non riesco a leggere «{ $given }». Esempio: { $prefix }tournament create swiss rounds:5 time:10m start:30m
tournament-no-abort = Questa è una partita di torneo: non si può annullare. Se devi smettere, abbandona.
tournament-in-server = I tornei si giocano nei canali di un server.
settings-tournament-role = Anche i membri con { $role } possono creare e dirigere tornei.
cmd-settings-tournament_role = I membri con questo ruolo possono creare e dirigere tornei
cmd-option-name-tournament_role = ruolo_tornei
tournament-bad-tiebreaks = «{ $given }» non è uno spareggio: usa bh, bh-c1, sb, wins o de, separati da virgole.
cmd-tournament-tiebreaks = Spareggi in ordine, come bh-c1,bh,sb,wins (predefiniti: quelli del formato)
cmd-option-name-tiebreaks = spareggi
tournament-standings-more = … e { $count ->
        [one] un altro giocatore
       *[other] altri { $count } giocatori
    } nell'immagine.

## Puzzles (issue 32)
puzzle-start = Problemi di Damero: { $variant }, { $count ->
        [one] un problema
       *[other] { $count } problemi
    }. Scrivi le tue mosse; { $help } ti dice cos'altro puoi scrivere e { $quit } esce.
puzzle-help = Scrivi la tua mossa con la numerazione della damiera ({ $example }), oppure { $board } per rivedere la damiera, { $moves } per le tue mosse possibili, { $skip } per la soluzione (senza punteggio) e { $quit } per uscire.
puzzle-moves = Le tue mosse possibili: { $moves }.
puzzle-skipped = Saltato, senza punteggio. La soluzione: { $line }.
puzzle-out-unwritable = Non posso scrivere in { $folder } ({ $reason ->
        [denied] permesso negato
        [not-folder] non è una cartella
        [read-only] il disco è di sola lettura
       *[other] c'è stato un errore
    }), quindi i problemi vanno avanti senza immagini della damiera.
puzzle-none = Non ci sono ancora problemi di { $variant }.
puzzle-all-done = Hai visto tutti i problemi di { $variant }. Ben giocato!
puzzle-intro = Problema { $id } · punteggio { $rating }
puzzle-themes = Temi: { $themes }
puzzle-theme-shot = colpo
puzzle-theme-breakthrough = sfondamento a damone
puzzle-theme-king-capture = presa del damone
puzzle-theme-endgame = finale
puzzle-to-play = { $color ->
        [white] Il Bianco muove
       *[black] Il Nero muove
    } e vince.
puzzle-right = Giusto: { $move }.
puzzle-reply = { $color ->
        [white] Il Bianco risponde
       *[black] Il Nero risponde
    } { $move }.
puzzle-forced = La tua unica mossa possibile viene giocata per te: { $move }.
puzzle-solved = Risolto!
puzzle-wrong = Non è quella: a { $move } si risponde con { $reply }.
puzzle-wrong-ends = Non è quella: { $move } non vince.
puzzle-solution = La soluzione: { $line }.
puzzle-over = Questo problema è già finito.
puzzle-rating = Il tuo punteggio nei problemi: { $old } → { $new }.
puzzle-streak = { $count ->
        [one] Un problema risolto di fila.
       *[other] { $count } problemi risolti di fila.
    }
puzzle-next = Premi Invio per il prossimo problema, oppure scrivi { $quit } per uscire.
puzzle-how = Rispondi con { $answer } seguito dalla tua mossa, con la numerazione della damiera.
puzzle-open = Hai già aperto il problema { $id }: prima rispondi a quello, con { $answer } e la tua mossa.
puzzle-not-open = Non hai nessun problema aperto. { $start } te ne dà uno.
cmd-puzzle = Un problema solo per te: trova la linea vincente, mossa dopo mossa
cmd-name-puzzle = problema
cmd-puzzle-variant = La variante (predefinita: quella del server)
cmd-puzzle-move = La tua risposta al problema aperto: una mossa
leaderboard-puzzles-word = problemi
leaderboard-puzzles-header = I migliori nei problemi di { $variant } su questo server:
leaderboard-puzzles-line = { $rank }. { $name } — { $rating } (risolti: { $solved } su { $tried })
leaderboard-puzzles-empty = Nessuno su questo server ha ancora provato un problema di { $variant }.
rating-puzzles = Problemi: punteggio { $rating }, risolti { $solved } su { $tried }, serie migliore { $best }.
cmd-leaderboard-puzzles = I migliori nei problemi invece dei migliori giocatori
cmd-option-name-puzzles = problemi
daily-word = giornaliero
daily-title = Problema del giorno ({ $variant }):
daily-yesterday = Il problema di ieri, { $id }: { $line }.
daily-yesterday-solver = { $name } l'ha risolto per primo.
daily-yesterday-nobody = Nessuno l'ha risolto.
daily-how = Chiunque può rispondere, una volta sola: { $answer } { $daily } seguito da tutte le tue mosse, separate da spazi. La prima risposta giusta viene annunciata qui.
daily-solved = { $name } ha risolto per primo il problema di oggi ({ $id })!
daily-none = Questo server non ha ora un problema del giorno.
daily-twice = Hai già risposto al problema di oggi. Torna domani!
daily-wrong = Non è la soluzione. La vedrai insieme al problema di domani.
daily-right-first = Giusto, e sei il primo! Il canale è stato avvisato.
daily-right-after = Giusto! Oggi { $name } è arrivato primo.
settings-daily-puzzle = Il problema del giorno viene pubblicato in { $channel } alle { $hour }:00 UTC.
cmd-settings-puzzle_channel = Il canale del problema del giorno
cmd-settings-puzzle_hour = L'ora del problema del giorno (0-23, UTC)
cmd-option-name-puzzle_channel = canale_problema
cmd-option-name-puzzle_hour = ora_problema
cmd-option-name-daily = giornaliero
cmd-puzzle-daily = Il problema del giorno del server invece del tuo

## Permessi (issue 44): i nomi che Discord stesso mostra nelle impostazioni
permission-view-channel = Visualizzare i canali
permission-send-messages = Inviare messaggi
permission-send-messages-in-threads = Inviare messaggi nei thread
permission-embed-links = Incorporare link
permission-attach-files = Allegare file
permission-create-public-threads = Creare thread pubblici
permission-manage-threads = Gestire i thread
missing-permission = Per farlo { $count ->
        [one] mi serve il permesso
       *[other] mi servono i permessi
    } { $permissions } in questo canale; chi gestisce il server può { $count ->
        [one] concedermelo
       *[other] concedermeli
    } nelle impostazioni del canale.
tournament-blocked = { $name } è in attesa: { $count ->
        [one] mi serve il permesso
       *[other] mi servono i permessi
    } { $permissions } in questo canale per aprire i thread delle partite, e il turno comincerà da solo appena chi gestisce il server { $count ->
        [one] me lo concede
       *[other] me li concede
    }.

## Web pages
settings-web = Pagine web di questo server: { $state ->
        [on] sì
       *[off] no
    }.
cmd-settings-web = Mostra le partite, i tornei e i giocatori di questo server sulle pagine web di Damero
cmd-option-name-web = web
web-game-link = La pagina della partita: { $url }
web-tournament-link = La pagina del torneo: { $url }
web-tagline = Dama giocata su Discord, mossa dopo mossa.
web-live-games = Partite in corso
web-no-live-games = In questo momento non si gioca nessuna partita.
web-tournaments = Tornei
web-no-tournaments = Ancora nessun torneo.
web-game-title = Partita { $id }
web-versus = { $white } contro { $black }
web-moves = Mosse
web-no-moves = Ancora nessuna mossa.
web-step-start = All'inizio
web-step-back = Una mossa indietro
web-step-forward = Una mossa avanti
web-step-end = All'ultima mossa
web-step-keys = Le frecce scorrono le mosse; Home e Fine portano all'inizio e alla fine.
web-download-pdn = Scarica la partita (PDN)
web-review = L'analisi del motore
web-review-alt = Il vantaggio del Bianco dopo ogni mossa, secondo il motore a profondità { $depth }, con gli errori e gli errori gravi segnati
web-live = In diretta: le nuove mosse compaiono qui da sole.
web-board-start = { $variant }, posizione iniziale
web-board-after = { $variant }, dopo { $move }
web-board-alt = { $position }. Bianco: { $white }. Nero: { $black }.
web-man-on = { $square }
web-king-on = damone in { $square }
web-no-pieces = nessun pezzo
web-tournament-status = { $status ->
        [open] Iscrizioni aperte
        [running] In corso
       *[finished] Concluso
    }
web-standings = Classifica
web-standings-picture = La classifica di { $name }
web-round = Turno { $round }
web-bye = { $player }: riposa
web-playing = in corso
web-playing-move = in corso · mossa { $move }
web-no-standings = Non si è ancora iscritto nessuno.
web-players = { $count ->
        [one] { $count } giocatore
       *[other] { $count } giocatori
    }
web-ratings = Punteggi
web-rating-chart = { $variant }: il punteggio { $count ->
        [one] nell'ultima partita valida
       *[other] nelle ultime { $count } partite valide
    }
web-recent-games = Partite recenti
web-no-games = Ancora nessuna partita.
web-column-game = Partita
web-column-white = Bianco
web-column-black = Nero
web-column-variant = Variante
web-column-result = Risultato
web-column-rating = Punteggio
web-column-record = Vinte – patte – perse
web-ongoing = in corso
web-not-found-title = Pagina non trovata
web-not-found = Qui non c'è niente da mostrare. Una partita, un torneo o un giocatore compaiono solo quando il loro server ha attivato le pagine web.
web-home = Pagina iniziale di Damero
web-language = Lingua
web-footer = Pagine di sola lettura di Damero, l'arbitro di dama per Discord.
