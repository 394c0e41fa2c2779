# Catálogo español de Damero: todo lo que dice el bot. Español neutro (España y América), tuteo.
# Términos: damas (el juego), dama (pieza coronada), peón (pieza sin coronar), pieza (cualquiera),
# comer / captura, coronar, soplar (quitar la pieza que dejó de comer), tablas, abandonar, jugada.
# Las jugadas, casillas, nombres y palabras de órdenes (/play, !help, white, black) no se traducen.
# Los títulos de variante empiezan todos por «damas» (femenino plural): otros mensajes dicen
# «las { $variant }» y «Reglas de las { $title }».


## Piezas pequeñas que se usan dentro de otros mensajes

list-separator = { ", " }
list-more = y { $count } más
# Una lista cortada: «11-15, 12-16 y 5 más».
list-with-more = { $items } { $more }
# Un jugador y su bando: «Ana (blancas)».
player =
    { $name } ({ $color ->
        [white] blancas
       *[black] negras
    })

## Variantes: nombres y reglas

variant-spanish = damas españolas
variant-czech = damas checas
variant-turkish = damas turcas
variant-huff10 = damas antiguas con soplo (10x10)
variant-huff12 = damas antiguas con soplo (12x12)
variant-english = damas inglesas
variant-international = damas internacionales
variant-russian = damas rusas
variant-brazilian = damas brasileñas
variant-italian = damas italianas
variant-pool = damas pool (EE. UU.)
variant-canadian = damas canadienses
variant-frisian = damas frisias
rules-spanish = Tablero de 8x8, con h1 como casilla de juego; salen las blancas. Los peones mueven y comen una casilla en diagonal hacia adelante. Las damas se mueven a cualquier distancia por las diagonales libres. Comer es obligatorio: hay que comer el mayor número de piezas (ley de la cantidad) y, a igualdad, el mayor número de damas (ley de la calidad). Las piezas comidas se retiran al terminar la jugada. Tablas: por acuerdo, por triple repetición, tras 40 jugadas de damas sin comer, y cuando tres damas no logran ganar a una dama sola en 13 jugadas.
rules-czech = Tablero de 8x8 con a1 como casilla de juego, 12 peones por bando; salen las blancas. Los peones mueven y comen en diagonal hacia adelante. Las damas se mueven a cualquier distancia. Comer es obligatorio y, si una dama puede comer, tiene que comer una dama; si no, se puede elegir cualquier captura, pero la serie empezada hay que terminarla. Tablas: por acuerdo; por triple repetición; tras 25 jugadas por bando sin comer ni mover un peón.
rules-turkish = Tablero de 8x8 en el que se usan todas las casillas; 16 peones por bando en la segunda y la tercera fila; salen las blancas. Los peones mueven y comen una casilla en línea recta hacia adelante o de lado. Las damas mueven y comen como la torre del ajedrez, a cualquier distancia. Las piezas comidas se retiran en el acto, y en una captura no se puede dar media vuelta (180 grados). Es obligatorio comer el mayor número de piezas. La pieza que llega a la última fila corona y la jugada termina. Tablas: por acuerdo; por triple repetición; en el acto con dama contra dama; tras 25 jugadas por bando sin comer ni mover un peón.
rules-huff10 = El juego antiguo en tablero de 10x10: casillas oscuras, salen las negras. Los peones mueven una casilla en diagonal hacia adelante y comen hacia adelante y hacia atrás. Las damas se mueven a cualquier distancia. Lo normal es comer, pero no es obligatorio, y se puede elegir cualquier captura. Si el rival dejó de comer o cortó una serie de capturas antes de tiempo, antes de tu jugada puedes soplarle una de las piezas infractoras (retirarla del tablero). Tablas: por acuerdo; por triple repetición; tras 25 jugadas por bando sin comer ni mover un peón.
rules-huff12 = El juego antiguo en tablero de 12x12: casillas oscuras, salen las negras. Los peones mueven una casilla en diagonal hacia adelante y comen hacia adelante y hacia atrás. Las damas se mueven a cualquier distancia. Lo normal es comer, pero no es obligatorio, y se puede elegir cualquier captura. Si el rival dejó de comer o cortó una serie de capturas antes de tiempo, antes de tu jugada puedes soplarle una de las piezas infractoras (retirarla del tablero). Tablas: por acuerdo; por triple repetición; tras 25 jugadas por bando sin comer ni mover un peón.
rules-english = Tablero de 8x8 con a1 como casilla de juego; salen las negras. Los peones mueven y comen una casilla en diagonal hacia adelante; las damas mueven y comen una casilla en cualquier diagonal, también hacia atrás. Comer es obligatorio, se puede elegir cualquier captura y la serie hay que completarla. El peón que llega a la última fila corona y la jugada termina. Tablas: por acuerdo; por triple repetición; por la regla de las 40 jugadas (40 jugadas por bando sin comer ni mover un peón).
rules-international = Tablero de 10x10, 20 peones por bando; salen las blancas. Los peones mueven en diagonal hacia adelante y comen hacia adelante y hacia atrás. Las damas se mueven a cualquier distancia. Es obligatorio comer el mayor número de piezas. El peón solo corona si termina la jugada en la última fila. Tablas (FMJD): por acuerdo; por triple repetición; tras 25 jugadas por bando moviendo solo damas y sin comer; con tres piezas, entre ellas una dama, contra una dama sola, tras 16 jugadas por bando; con dos piezas o menos, entre ellas una dama, contra una dama sola, tras 5 jugadas por bando.
rules-russian = Tablero de 8x8 con a1 como casilla de juego; salen las blancas. Los peones mueven en diagonal hacia adelante y comen hacia adelante y hacia atrás. Las damas se mueven a cualquier distancia. Comer es obligatorio, pero se puede elegir cualquier captura. El peón que llega a la última fila en mitad de una captura corona en el acto y sigue comiendo como dama. Tablas (FMJD-64): por acuerdo; por triple repetición; tras 15 jugadas por bando moviendo solo damas y sin comer; tres damas o más contra una dama sola deben ganar a más tardar en su 15.ª jugada; con dos piezas o menos contra una dama sola, o con tres si la dama sola está en la gran diagonal, tras 5 jugadas por bando; si hay damas en los dos bandos y el material no cambia, tras 30 jugadas (con 4 o 5 piezas) o 60 jugadas (con 6 o 7 piezas).
rules-brazilian = Reglas internacionales en tablero de 8x8: los peones comen hacia adelante y hacia atrás, las damas se mueven a cualquier distancia, es obligatorio comer el mayor número de piezas y el peón solo corona si termina la jugada en la última fila. Tablas (FMJD-64, como en las damas rusas): por acuerdo; por triple repetición; tras 15 jugadas por bando moviendo solo damas y sin comer; tres damas o más contra una dama sola deben ganar a más tardar en su 15.ª jugada; con dos piezas o menos contra una dama sola, o con tres si la dama sola está en la gran diagonal, tras 5 jugadas por bando; si hay damas en los dos bandos y el material no cambia, tras 30 jugadas (con 4 o 5 piezas) o 60 jugadas (con 6 o 7 piezas).
rules-italian = Tablero de 8x8, con h1 como casilla de juego; salen las blancas. Los peones mueven y comen una casilla en diagonal hacia adelante y nunca pueden comer una dama. Las damas mueven y comen una casilla en cualquier dirección. Comer es obligatorio: primero, el mayor número de piezas; después, comer con dama si se puede; después, el mayor número de damas; y, por último, comer las damas cuanto antes. Tablas: por acuerdo; por triple repetición; tras 40 jugadas por bando moviendo solo damas y sin comer.
rules-pool = Tablero de 8x8 con a1 como casilla de juego; salen las negras. Los peones mueven en diagonal hacia adelante y comen hacia adelante y hacia atrás. Las damas se mueven a cualquier distancia. Comer es obligatorio, pero se puede elegir cualquier captura. El peón solo corona si termina la jugada en la última fila. Tablas: por acuerdo; por triple repetición; cuando tres damas no logran ganar a una dama sola en 13 jugadas; tras 25 jugadas por bando sin comer ni mover un peón.
rules-canadian = Tablero de 12x12, 30 peones por bando; salen las blancas. Reglas internacionales: los peones mueven en diagonal hacia adelante y comen hacia adelante y hacia atrás, las damas se mueven a cualquier distancia, es obligatorio comer el mayor número de piezas y el peón solo corona si termina la jugada en la última fila. Tablas (como en las damas internacionales): por acuerdo; por triple repetición; tras 25 jugadas por bando moviendo solo damas y sin comer; con tres piezas, entre ellas una dama, contra una dama sola, tras 16 jugadas por bando; con dos piezas o menos, entre ellas una dama, contra una dama sola, tras 5 jugadas por bando.
rules-frisian = Tablero de 10x10, 20 peones por bando; salen las blancas. Los peones mueven en diagonal hacia adelante. Peones y damas comen en diagonal y también en línea recta por filas y columnas, hacia adelante y hacia atrás. Las damas se mueven a cualquier distancia. Hay que hacer la captura de mayor valor (una dama vale más que un peón, pero menos que dos); a igual valor, tiene que comer una dama. Mientras te queden peones, una misma dama no puede hacer más de tres jugadas seguidas. Tablas: por acuerdo; por triple repetición; con dos damas contra una dama sola, tras 7 jugadas por bando; con dama contra dama, tras 2 jugadas por bando; tras 25 jugadas por bando sin comer ni mover un peón.
# «/rules czech»: el título, el nombre que se escribe, el resumen.
rules-text = Reglas de las { $title } ({ $name }): { $summary }
variants-header = Variantes que arbitro:
variants-line = { $name } — { $title }
variants-line-default = { $name } — { $title } (predeterminada)
variants-footer = Escribe /rules NOMBRE para ver una explicación breve.

## Una partida: inicio, jugadas, estado

game-begins = Empieza una partida de { $variant }: { $white } contra { $black }.
bot-level = Juego en el nivel { $level } de 10.
to-move = Le toca jugar a { $player }.
move-played = { $player } jugó { $move }.
move-played-captured =
    { $player } jugó { $move } y comió { $count ->
        [one] { $count } pieza
       *[other] { $count } piezas
    }.
move-crowned = { $played } El peón corona: nueva dama en { $square }.
faulty-move = En esa jugada se dejó de comer: antes de jugar, { $player } puede soplar una pieza ({ $squares }).
huffed = { $player } sopló la pieza de { $square }.
board-summary = Partida de { $variant }: { $white } contra { $black }.
last-move = Última jugada: { $move }, de { $player }.
legal-moves = Jugadas legales de { $player }: { $moves }.
# Partidas con soplo: jugadas permitidas aunque dejan de comer o cortan una captura.
faulty-moves = También valen, aunque dejan de comer (el rival podrá soplar): { $moves }.
game-over = La partida de este canal ha terminado. { $outcome } Empieza otra con /challenge o /play.

## Cómo termina una partida

outcome-no-pieces =
    { $winner ->
        [white] Ganan las blancas: han comido todas las piezas negras.
       *[black] Ganan las negras: han comido todas las piezas blancas.
    }
outcome-blocked =
    { $winner ->
        [white] Ganan las blancas: las negras están bloqueadas.
       *[black] Ganan las negras: las blancas están bloqueadas.
    }
# Nombres de los jugadores: «Ben abandonó: gana Ana.»
outcome-resigned = { $loser } abandonó: gana { $winner }.
outcome-agreement = Tablas por acuerdo.
outcome-repetition = Tablas por triple repetición.
outcome-king-moves =
    Tablas: { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando moviendo solo damas y sin comer.
outcome-three-kings =
    Tablas: tres damas no lograron ganar a una dama sola en { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }.
outcome-king-vs-king = Tablas: dama contra dama.
outcome-king-vs-king-moves =
    Tablas: dama contra dama durante { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando.
outcome-no-progress =
    Tablas por falta de progreso ({ $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando sin comer ni mover un peón).
outcome-forty-moves =
    Tablas por la regla de las 40 jugadas: { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando sin comer ni mover un peón.
outcome-two-against-king =
    Tablas: { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando con dos piezas o menos contra una dama sola.
outcome-two-kings-against-king =
    Tablas: { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando con dos damas contra una dama sola.
outcome-three-against-king =
    Tablas: { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando con tres piezas contra una dama sola.
outcome-king-long-diagonal =
    Tablas: { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando con tres piezas contra una dama sola en la gran diagonal.
outcome-material-unchanged = Tablas: hay damas en los dos bandos y el material no ha cambiado en 30 jugadas (con 4 o 5 piezas) o en 60 jugadas (con 6 o 7 piezas).

## Desafíos

challenge-posted =
    { $challenger } desafía a { $challenged } a una partida de { $variant } ({ $colors }). { $challenged }: tienes { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } para aceptar o rechazar.
challenge-colors-random = colores al azar
challenge-colors-white = { $name } juega con blancas
challenge-colors-black = { $name } juega con negras
challenge-waiting = Ya hay un desafío pendiente aquí: { $challenger } desafió a { $challenged }.
challenge-self = No puedes jugar contra ti: prueba /play para jugar contra mí.
challenge-none-to-accept = Aquí no hay ningún desafío que aceptar.
challenge-none-to-decline = Aquí no hay ningún desafío que rechazar.
challenge-only-accept = Solo { $name } puede aceptar este desafío.
challenge-only-decline = Solo { $name } puede rechazar este desafío.
challenge-expired = Ese desafío ha expirado. Envía otro con /challenge.
challenge-declined = { $name } rechazó el desafío.
challenge-withdrawn = { $name } retiró el desafío.
button-accept = Aceptar
button-decline = Rechazar
# Toques bajo un tablero (issue 46): un menú de jugadas y botones en vez de escribir.
tap-pick-move = Elige tu jugada
tap-pick-piece = Elige la pieza que vas a mover
tap-piece-moves = { $count ->
        [one] una jugada
       *[other] { $count } jugadas
    }
tap-piece-chosen = La pieza de { $square } tiene { $count ->
        [one] una jugada
       *[other] { $count } jugadas
    }: elige una.
tap-draw-offer = Ofrecer tablas
tap-draw-accept = Aceptar tablas
tap-resign = Abandonar
tap-resign-sure = Sí, abandono
tap-resign-ask = ¿Abandonas la partida contra { $opponent }? No se puede deshacer.
tap-flip = Tablero desde mi lado
tap-huff = Soplar { $square }
tap-stale = Ese tablero ya no está al día: la partida ha seguido. Usa el tablero más reciente.
tap-over = Esa partida ya terminó: en su tablero ya no se puede jugar.
tap-unknown = Ese botón o menú no es mío, así que no he hecho nada.
terminal-numbered = Jugadas (escribe la jugada o su número): { $moves }
terminal-no-number = Aquí no hay jugada { $number }: escribe uno de los números que aparecen bajo el tablero.

## Tablas, abandono, soplo, PDN

draw-offered = { $player } ofrece tablas. { $opponent }: /draw para aceptar, o sigue jugando.
draw-already-offered = Ya ofreciste tablas; la oferta sigue en pie hasta la próxima jugada.
draw-declined-by-bot = { $bot } no acepta las tablas: sigamos jugando.
huff-not-this-game = Solo se sopla en las partidas con soplo (huff10, huff12).
huff-nothing = No hay nada que soplar: en su última jugada el rival no dejó de comer.
huff-which = Di qué pieza quieres soplar: { $squares }.
huff-wrong-square = No se puede soplar { $square }; puedes soplar: { $squares }.
pdn-last-game = La última partida de este canal, en PDN.
pdn-so-far = La partida hasta ahora, en PDN.
pdn-none = En este canal todavía no se ha jugado ninguna partida.

## Negativas

game-running = Ya hay una partida en curso en este canal. Termínala (o abandona) primero, o usa un hilo.
challenge-pending = Ya hay un desafío esperando respuesta en este canal.
no-game = No hay ninguna partida en este canal. Empieza una con /challenge o /play.
no-challenge = Aquí no hay ningún desafío.
not-a-player = No juegas en esta partida.
not-your-turn = No es tu turno: le toca a { $player }.
bad-level = «{ $given }» no es un nivel: elige un número del 1 al 10.
bad-color = «{ $given }» no es un color: elige white (blancas), black (negras) o random (al azar).
unknown-variant = No conozco la variante «{ $given }»; las que conozco son: { $known }.
unknown-variant-near = No conozco la variante «{ $given }»; ¿querías decir { $near }?
restarting = Damero se está reiniciando; vuelve a intentarlo en un momento.
failed = Lo siento, algo falló por mi parte y no se cambió nada. Inténtalo de nuevo.

## Jugadas rechazadas

move-empty = No has escrito ninguna jugada: escribe una como 11-15, 11x18 o c3-d4.
move-too-long = No puedo leer eso como jugada: es demasiado largo.
move-bad-square = No puedo leer eso como jugada: «{ $part }» no es una casilla (en «{ $text }»). Escribe una jugada como 11-15, 11x18 o c3-d4.
move-not-a-move = No puedo leer «{ $text }» como jugada. Escribe una jugada como 11-15, 11x18 o c3-d4.
move-one-square = No puedo leer eso como jugada: «{ $text }» solo indica una casilla, y una jugada necesita salida y llegada, como 11-15.
square-numbers-not-used = En las { $variant } las casillas se nombran como c3, no con números como { $number }.
square-number-too-high = { $number } no es una casilla de las { $variant }: las casillas van del 1 al { $max }.
square-not-playing = { $square } no es una casilla de juego en las { $variant } (columnas a-{ $file }, filas 1-{ $size }, solo casillas oscuras).
square-off-board = { $square } no es una casilla de las { $variant } (columnas a-{ $file }, filas 1-{ $size }).
illegal = Jugada ilegal { $move }: { $reason }.
ambiguous = La jugada { $move } es ambigua: escribe el recorrido completo, uno de estos: { $paths }.
illegal-no-legal-move =
    { $turn ->
        [white] las blancas no tienen
       *[black] las negras no tienen
    } ninguna jugada legal
illegal-no-piece = no hay ninguna pieza en { $square }
illegal-not-your-piece =
    la pieza de { $square } es { $owner ->
        [white] de las blancas, y juegan las negras
       *[black] de las negras, y juegan las blancas
    }
illegal-wrong-path = la jugada no puede hacer ese recorrido; escríbela así: { $paths }
illegal-must-complete = hay que completar toda la serie de capturas; jugadas legales: { $legal }
illegal-king-must-capture = una dama puede comer, así que tiene que comer una dama; jugadas legales: { $legal }
illegal-must-take-most =
    hay que comer el mayor número de piezas ({ $count ->
        [one] { $count } pieza
       *[other] { $count } piezas
    }); jugadas legales: { $legal }
illegal-must-take-value = hay que hacer la captura de mayor valor (una dama vale más que un peón pero menos que dos, y a igual valor come la dama); jugadas legales: { $legal }
illegal-king-must-rest =
    la dama de { $square } ya ha hecho { $count ->
        [one] { $count } jugada seguida
       *[other] { $count } jugadas seguidas
    } y, mientras te queden peones, tiene que descansar una jugada; jugadas legales: { $legal }
illegal-capture-compulsory = comer es obligatorio; jugadas legales: { $legal }
illegal-piece-cannot-move = la pieza de { $square } no puede moverse; jugadas legales: { $legal }
illegal-not-there = jugadas legales desde { $square }: { $moves }
illegal-not-available = esa jugada no es posible en esta posición

## Comandos de texto (Discord y terminal)

unknown-command = No conozco el comando «{ $command }». Escribe { $prefix }help para ver los comandos.
challenge-whom = Di a quién desafías: { $prefix }challenge @alguien [variante] [white|black|random].
challenge-who = No sé quién es «{ $given }»: menciona a la persona que desafías.

## Ayuda

help-discord =
    Damero arbitra partidas de damas y juega contra ti. Una partida por canal (un hilo también es un canal).
    /challenge @alguien [variante] [color] o { $prefix }challenge — desafía a alguien (la otra persona acepta o rechaza)
    /play [variante] [nivel 1-10] [color] o { $prefix }play — una partida contra mí
    /move 11-15 o { $prefix }move, o escribe la jugada sin más cuando te toque — 11-15, 11x18x25, c3xe5
    /board, /moves, /resign (abandonar), /draw (ofrecer o aceptar tablas), /huff 23 (soplar, partidas con soplo), /pdn
    /abort (anular, antes de que ambos hayan jugado), /rating [@alguien], /leaderboard (clasificación), /history (historial), /replay [partida], /review [partida] (análisis), /pdn [partida]
    /puzzle [variante] — un ejercicio solo para ti; respóndelo con /puzzle move:…
    /rules [variante], /variants, /help, /settings — las mismas palabras valen con { $prefix }
help-terminal =
    Cuando te toque, escribe la jugada con los nombres de casilla del tablero: { $example }.
    En una captura las casillas se unen con x.
    { $board } — el tablero otra vez
    { $moves } — las jugadas legales
    { $draw } — ofrecer o aceptar tablas
    { $resign } — rendirse (la partida es para el rival)
    { $abort } — anular la partida antes de que ambos hayan jugado (no cuenta para nadie)
    { $huff } 23 — soplar una pieza cuando el rival deja de comer (partidas con soplo)
    { $pdn } — la partida hasta ahora
    { $rules } [variante] — las reglas
    { $variants } — todas las variantes
    { $help } — esta lista
    { $quit } — cerrar el programa (también exit)

## Ajustes del servidor

settings-show = Ajustes de este servidor: idioma { $language }.
settings-changed = Ajustes cambiados: idioma { $language }.
settings-need-manage = Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes.
settings-only-in-server = Los ajustes son de cada servidor; en los mensajes directos no hay.
language-name =
    { $code ->
        [en] inglés (en)
        [es] español (es)
        [fil] filipino (fil)
        [cs] checo (cs)
        [tr] turco (tr)
        [pt] portugués (pt)
        [ru] ruso (ru)
       *[it] italiano (it)
    }

## La terminal (damero play)

terminal-start = Damero en la terminal. Las imágenes del tablero se guardan en { $folder }/.
terminal-start-hint = Escribe una jugada ({ $example }), o { $board }, { $moves }, { $draw }, { $resign }, { $pdn }, { $help }, { $quit }.
terminal-start-no-boards = Damero en la terminal. Sin imágenes del tablero; el PDN de la partida se guarda en { $folder }/.
terminal-start-unsaved = Damero en la terminal. Esta vez no se guarda nada: ni imágenes del tablero ni PDN.
terminal-out-unwritable = No puedo escribir en { $folder } ({ $reason ->
        [denied] no tengo permiso
        [not-folder] no es una carpeta
        [read-only] el disco es de solo lectura
       *[other] hubo un error
    }), así que se juega sin imágenes del tablero y sin guardar las partidas.
terminal-setup-done = En la terminal la partida ya está preparada; termínala, o escribe { $quit }.
terminal-chat = «{ $given }» no es ni una jugada ni un comando. Escribe { $help } para ver los comandos.
terminal-not-utf8 = Esa línea no es texto legible (no es UTF-8); escríbela otra vez.
terminal-pdn-written = La partida, en PDN, está en { $file }.
terminal-resumed = Seguimos con la partida de { $file }: { $count ->
        [one] una jugada
       *[other] { $count } jugadas
    } hasta ahora.
terminal-resume-missing = No existe el archivo { $file } para seguir con él.
terminal-resume-bad = En { $file } no hay ninguna partida con la que pueda seguir: no es un archivo PDN que Damero sepa leer.
terminal-resume-over = La partida de { $file } ya terminó: { $outcome }
terminal-pdn-resume = Para seguir con ella más tarde: damero play --resume { $file }
terminal-bye = ¡Hasta luego!
terminal-player-one = Jugador 1
terminal-player-two = Jugador 2
terminal-player = Jugador

## Descripciones de los comandos de barra y sus opciones (Discord las muestra al elegir un comando)

cmd-challenge = Desafía a alguien a una partida de damas
cmd-challenge-opponent = A quién desafías
cmd-option-variant = Variante (por defecto: spanish)
cmd-option-color = Tu color
cmd-accept = Acepta el desafío que te espera aquí
cmd-decline = Rechaza (o retira) el desafío de aquí
cmd-play = Juega una partida contra mí
cmd-play-level = Mi nivel, del 1 al 10
cmd-move = Haz una jugada, como 11-15 o 11x18x25
cmd-move-move = La jugada
cmd-board = Muestra el tablero
cmd-moves = Muestra las jugadas legales
cmd-resign = Abandona la partida
cmd-draw = Ofrece tablas, o acepta las que te ofrece el rival
cmd-huff = Sopla una pieza cuando el rival deja de comer (partidas con soplo)
cmd-huff-square = La casilla de la pieza que quitas
cmd-pdn = La partida en un archivo PDN
cmd-rules = Las reglas de una variante
cmd-rules-variant = Variante
cmd-variants = Las variantes que arbitro
cmd-help = Cómo jugar conmigo
cmd-settings = Muestra o cambia los ajustes del servidor (para cambiarlos hace falta Gestionar servidor)
cmd-settings-language = El idioma de todo lo que se lee en el canal
color-white = blancas
color-black = negras
color-random = al azar

## time (issue 10): time per move, aborts, expired challenges, server settings, threads

time-malformed = '{ $given }' no es un tiempo: escribe un número y una unidad, como 30s, 10m, 2h o 3d.
time-too-short = '{ $given }' es demasiado poco: cada jugada tiene al menos 10 segundos (10s).
time-too-long = '{ $given }' es demasiado: cada jugada tiene como mucho 30 días (30d).
time-days-hours = { $days ->
        [one] { $days } día
       *[other] { $days } días
    } y { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }
time-days = { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
time-hours-minutes = { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    } y { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
time-hours = { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }
time-minutes = { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
time-seconds = { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
time-unlimited = sin límite
to-move-time = Le toca jugar a { $player } (tiempo restante: { $time }).
game-lost-on-time = A { $loser } se le acabó el tiempo: gana { $winner }.
game-aborted-never-moved = Partida anulada: { $player } no llegó a jugar. No cuenta para nadie.
game-aborted-by = { $player } anuló la partida. No cuenta para nadie.
game-aborted = La partida se anuló. No cuenta para nadie.
abort-too-late = Ya no se puede anular: los dos jugadores han jugado. Puedes abandonar o proponer tablas.
challenge-expired-notice = El desafío de { $challenger } a { $challenged } caducó sin respuesta.
challenge-closed = El desafío de { $challenger } a { $challenged } ya no está abierto.
challenge-move-time = Tiempo por jugada: { $time }.
settings-show-game = Tiempo por jugada { $time }; variante por defecto { $variant }; un hilo por partida: { $threads ->
        [on] sí
       *[off] no
    }.
thread-name = { $first } vs { $second }
thread-opened = La partida tiene su propio hilo: { $thread }
cmd-abort = Anular la partida sin puntuar (solo antes de que jueguen los dos)
cmd-challenge-time = Tiempo por jugada, como 30s, 10m, 2h o 3d
cmd-settings-move_time = Tiempo por jugada en las partidas del servidor, como 10m, 2h o 1d
cmd-settings-default_variant = La variante cuando no se nombra ninguna
cmd-settings-threads = Abrir un hilo para cada partida
## ratings (issue 10): puntuaciones, clasificación, historial, PDN por número, repetición

rating-change = { $name } { $rating } ({ $change })
rating-changes = Puntuaciones: { $white }, { $black }.
rating-show =
    { $name }, { $variant }: puntuación { $rating } (desviación { $deviation }), { $games ->
        [one] { $games } partida puntuable
       *[other] { $games } partidas puntuables
    } (ganadas: { $wins }, tablas: { $draws }, perdidas: { $losses }).
rating-provisional = La puntuación aún es provisional (desviación mayor que { $deviation }): unas pocas partidas más la asentarán.
rating-unrated = { $name } aún no tiene ninguna partida puntuable de { $variant }.
rating-bot-line = Contra { $bot } en el nivel { $level }: ganadas: { $wins }, tablas: { $draws }, perdidas: { $losses }.
rating-never-played = { $name } aún no ha terminado ninguna partida conmigo.
leaderboard-header = Mejores jugadores de { $variant } en este servidor:
leaderboard-line =
    { $rank }. { $name } — { $rating } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
leaderboard-line-provisional =
    { $rank }. { $name } — { $rating }? ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
leaderboard-footer = ? = puntuación provisional (desviación mayor que { $deviation }: aún pocas partidas, o ninguna reciente).
leaderboard-empty = Nadie en este servidor tiene aún una partida puntuable de { $variant }.
leaderboard-only-in-server = Las clasificaciones son de cada servidor: pregunta en uno de sus canales.
history-header = Últimas partidas de { $name }:
history-line =
    #{ $id } · { $date } · { $variant } · contra { $opponent } · { $result ->
        [win] ganada
        [loss] perdida
        [draw] tablas
        [ongoing] en juego
       *[none] sin resultado
    } { $change }
game-unknown = No existe la partida #{ $id }. /history muestra los números de partida.
bad-game-id = «{ $given }» no es un número de partida: escríbelo así: 42.
user-who = No sé quién es «{ $given }»: menciónalo, así: @Ana.
pdn-game = La partida #{ $id } en PDN.
pdn-game-so-far = La partida #{ $id } hasta ahora, en PDN.
replay-none = Aún no ha terminado ninguna partida en este canal: indica una, así: /replay game:42.
replay-posted =
    Partida #{ $id }: { $white } contra { $black }, { $plies ->
        [one] { $plies } jugada
       *[other] { $plies } jugadas
    }.
replay-too-large = La partida #{ $id } es demasiado larga para caber en un GIF dentro del límite de subida de Discord.
cmd-rating = La puntuación de un jugador, sus partidas y su récord contra mí
cmd-option-user = De quién (por defecto: tú)
cmd-leaderboard = Los jugadores mejor puntuados de este servidor
cmd-history = Las últimas 10 partidas de un jugador
cmd-pdn-game = Número de partida (por defecto: la de este canal)
cmd-replay = Una partida como imagen animada (GIF)
cmd-replay-game = Número de partida (por defecto: la última terminada en este canal)
## ops (issue 11)
flood-notice = Estás enviando comandos demasiado rápido, así que ignoraré los tuyos en este canal durante { $seconds ->
        [one] un segundo
       *[other] { $seconds } segundos
    }. Ve más despacio, por favor.
too-long = Eso es demasiado largo para un comando: un comando tiene como máximo { $max ->
        [one] un carácter
       *[other] { $max } caracteres
    }.
## review (issue 12, branch engine)
cmd-review = Analizo una partida terminada: errores, errores graves y mejores jugadas
cmd-review-game = El número de la partida (por defecto: la última de este canal)
review-header = Análisis de la partida { $id }, { $white } contra { $black }: { $moves ->
        [one] una jugada revisada
       *[other] { $moves } jugadas revisadas
    } a { $depth } medias jugadas de profundidad.
review-mistake = { $number }{ $dots } { $move } de { $player } es un error ({ $loss }); era mejor { $better }.
review-blunder = { $number }{ $dots } { $move } de { $player } es un error grave ({ $loss }); era mejor { $better }.
review-clean = No encontré ni errores ni errores graves en esta partida.
review-summary = { $player }: { $mistakes ->
        [0] ningún error
        [one] un error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [0] ningún error grave
        [one] un error grave
       *[other] { $blunders } errores graves
    }.
review-graph = El gráfico muestra la ventaja de las blancas en peones tras cada jugada (por encima de la línea central, van mejor las blancas); los puntos naranjas marcan los errores y los rojos los errores graves.
review-board-legend = En cada tablero, la flecha naranja es la jugada que se hizo y la flecha { $better ->
        [blue] azul
       *[green] verde
    }, la jugada mejor.
review-none = En este canal todavía no ha terminado ninguna partida, así que no hay nada que analizar.
review-no-such-game = No hay ninguna partida terminada con el número { $id } que pueda analizar aquí.
review-not-finished = La partida { $id } todavía se está jugando; analizo las partidas cuando terminan.
review-bad-id = «{ $given }» no es un número de partida. Escribe { $prefix }review para la última partida de aquí, o { $prefix }review y un número de partida.

## Palabras de los comandos
cmd-name-challenge = desafiar
cmd-name-accept = aceptar
cmd-name-decline = rechazar
cmd-name-play = jugar
cmd-name-move = mover
cmd-name-board = tablero
cmd-name-moves = jugadas
cmd-name-resign = abandonar
cmd-name-draw = tablas
cmd-name-huff = soplar
cmd-name-pdn = pdn
cmd-name-rules = reglas
cmd-name-variants = variantes
cmd-name-help = ayuda
cmd-name-settings = ajustes
cmd-name-abort = anular
cmd-name-rating = puntuación
cmd-name-leaderboard = clasificación
cmd-name-history = historial
cmd-name-replay = reproducir
cmd-name-review = revisar
cmd-option-name-opponent = rival
cmd-option-name-variant = variante
cmd-option-name-color = color
cmd-option-name-time = tiempo
cmd-option-name-level = nivel
cmd-option-name-move = jugada
cmd-option-name-square = casilla
cmd-option-name-game = partida
cmd-option-name-language = idioma
cmd-option-name-move_time = tiempo_por_jugada
cmd-option-name-default_variant = variante_por_defecto
cmd-option-name-threads = hilos
cmd-option-name-user = usuario
word-quit = salir
word-skip = saltar
store-unavailable = El almacén de partidas no está disponible ahora mismo, así que no se ha cambiado nada. Inténtalo de nuevo en un momento.
## review, for readers (issue 34, branch engine-split): the graph's words, a reviewed file's header
review-graph-moves = jugada
review-graph-advantage = ventaja de las blancas (peones)
review-graph-mistake = error
review-graph-blunder = error grave
review-graph-cut = más de ±{ $men }
review-file-header = { $white } contra { $black }: { $moves ->
        [one] una jugada analizada
       *[other] { $moves } jugadas analizadas
    }, con { $depth } medias jugadas de profundidad.
## The terminal's own words (issue 35)

terminal-board-key = ○ peón blanco   ◎ dama blanca   ● peón negro   ◉ dama negra
terminal-variants-footer = Escribe { $rules } NOMBRE para ver una explicación breve.
terminal-draw-offered = { $player } ofrece tablas. { $opponent }: escribe { $draw } para aceptar, o sigue jugando.
terminal-again = ¿Otra partida? Pulsa Intro para jugarla, o escribe { $quit } para salir.
## Tournaments (issue 33)
cmd-tournament = Torneos del canal: crear, inscribirse, retirarse, empezar, clasificación, emparejamientos, cancelar
cmd-name-tournament = torneo
cmd-tournament-create = Crea un torneo en este canal (Gestionar servidor o el rol de torneos)
cmd-tournament-join = Inscríbete en el torneo de este canal
cmd-tournament-leave = Retírate del torneo de este canal (si ya empezó, no se te empareja más)
cmd-tournament-start = Empieza ya el torneo de este canal (solo su director)
cmd-tournament-standings = Muestra la clasificación del torneo de este canal
cmd-tournament-pairings = Muestra los emparejamientos de una ronda (por defecto: la ronda actual)
cmd-tournament-cancel = Cancela el torneo de este canal (solo su director)
cmd-name-tournament-create = crear
cmd-name-tournament-join = inscribirse
cmd-name-tournament-leave = retirarse
cmd-name-tournament-start = empezar
cmd-name-tournament-standings = clasificación
cmd-name-tournament-pairings = emparejamientos
cmd-name-tournament-cancel = cancelar
cmd-tournament-format = Suizo, todos contra todos (a una o a doble vuelta) o arena
cmd-tournament-rounds = Número de rondas de un suizo (por defecto 5)
cmd-tournament-duration = Duración de una arena, como 30m o 1h (por defecto 1h)
cmd-tournament-time = Tiempo por jugada en sus partidas, como 1m, 10m o 1d (por defecto: el del servidor)
cmd-tournament-start_in = Empieza solo pasado este tiempo, como 15m o 2h (por defecto: cuando lo diga su director)
cmd-tournament-name = El nombre del torneo
cmd-tournament-round = La ronda
cmd-option-name-format = formato
cmd-option-name-rounds = rondas
cmd-option-name-duration = duración
cmd-option-name-start_in = empieza_en
cmd-option-name-name = nombre
cmd-option-name-round = ronda
format-swiss = Suizo
format-roundrobin = Todos contra todos
format-double = Todos contra todos a doble vuelta
format-arena = Arena
tournament-format-swiss = un suizo a { $rounds ->
        [one] una ronda
       *[other] { $rounds } rondas
    }
tournament-format-roundrobin = un todos contra todos
tournament-format-double = un todos contra todos a doble vuelta
tournament-format-arena = una arena de { $minutes ->
        [one] un minuto
       *[other] { $minutes } minutos
    }
tournament-default-name = Torneo de { $director }
tournament-created = { $director } creó { $name }: { $format } de { $variant }, { $time } por jugada. Inscríbete con { $join }.
tournament-starts-in = Empieza { $when }.
tournament-starts-by-director = Empezará cuando { $director } lo ponga en marcha.
tournament-joined = { $player } se inscribió en { $name } ({ $count ->
        [one] un jugador
       *[other] { $count } jugadores
    }).
tournament-joined-late = { $player } se inscribió en { $name } y entra en los emparejamientos desde la ronda { $round }.
tournament-left = { $player } se dio de baja de { $name }.
tournament-withdrew = { $player } se retiró de { $name }: ya no entra en más emparejamientos.
tournament-begins = ¡Empieza { $name }!
tournament-round = Ronda { $round } de { $total }:
tournament-arena-games = Nuevas partidas en { $name }:
tournament-board = Tablero { $board }: { $white } (blancas) – { $black } (negras) { $where }
tournament-board-result = Tablero { $board }: { $white } – { $black }: { $result }
tournament-bye = { $player } descansa esta ronda y suma un punto.
tournament-round-over = Terminó la ronda { $round }.
tournament-standings-title = Clasificación de { $name } tras la ronda { $round }
tournament-arena-standings-title = Clasificación de { $name }
tournament-standings-line = { $rank }. { $player } — { $points }{ $tiebreaks }
tournament-standings-empty = Todavía no se ha inscrito nadie en { $name }.
tournament-column-rank = #
tournament-column-player = Jugador
tournament-column-points = Puntos
tiebreak-bh = Bh
tiebreak-bh-c1 = Bh-1
tiebreak-sb = SB
tiebreak-wins = Vict.
tiebreak-de = ED
tournament-arena-closed = Se acabó el tiempo en { $name }: no habrá partidas nuevas; las que están en juego siguen contando.
tournament-finished = { $name } ha terminado. ¡Gana { $winner }!
tournament-final-files = Se adjuntan la clasificación final, todas las partidas (PDN) y el archivo de informe para la FIDE (TRF).
tournament-cancelled = { $director } canceló { $name }.
tournament-cancelled-too-few = { $name } no pudo empezar: { $count ->
        [one] se inscribió un jugador
       *[other] se inscribieron { $count } jugadores
    }, y hacen falta { $need }.
tournament-thread-name = { $name } · { $round } · { $white } – { $black }
tournament-arena-thread-name = { $name } · { $white } – { $black }
tournament-not-paired = Todavía no se ha emparejado ninguna ronda de { $name }.
tournament-need-director = Solo los miembros que pueden gestionar el servidor, o que tienen el rol de torneos, pueden crear o dirigir torneos.
tournament-only-director = Eso solo puede hacerlo { $director }, que creó { $name }, o un miembro que pueda gestionar el servidor.
tournament-none-here = No hay ningún torneo en este canal. { $create } crea uno.
tournament-one-per-channel = Este canal ya tiene un torneo: { $name }. Termínalo o cancélalo primero.
tournament-already-in = Ya estás en { $name }.
tournament-not-in = No estás en { $name }.
tournament-closed = { $name } es un todos contra todos ya en curso: no admite jugadores nuevos.
tournament-too-few = { $name } necesita al menos { $need } jugadores para empezar; tiene { $count }.
tournament-started-already = { $name } ya ha empezado.
tournament-over = { $name } ya ha terminado.
tournament-round-past = { $name } no tiene ronda { $round }: tiene { $total }.
tournament-bad-format = «{ $given }» no es un formato de torneo: di swiss (suizo), roundrobin (todos contra todos), double (a doble vuelta) o arena.
tournament-bad-rounds = Un suizo tiene de 1 a 30 rondas, no { $given }.
tournament-bad-duration = Una arena dura de 5 minutos a 24 horas, no { $given }.
tournament-bad-action = Di qué quieres hacer: { $prefix }tournament create, join, leave, start, standings, pairings o cancel.
tournament-bad-option = Aquí no entiendo «{ $given }». Ejemplo: { $prefix }tournament create swiss rounds:5 time:10m start:30m
tournament-no-abort = Esta es una partida de torneo: no se puede anular. Si tienes que dejarla, abandona.
tournament-in-server = Los torneos se juegan en los canales de un servidor.
settings-tournament-role = Los miembros con { $role } también pueden crear y dirigir torneos.
cmd-settings-tournament_role = Los miembros con este rol pueden crear y dirigir torneos
cmd-option-name-tournament_role = rol_de_torneos
tournament-bad-tiebreaks = «{ $given }» no es un desempate: usa bh, bh-c1, sb, wins o de, separados por comas.
cmd-tournament-tiebreaks = Desempates en orden, como bh-c1,bh,sb,wins (por defecto: los del formato)
cmd-option-name-tiebreaks = desempates
tournament-standings-more = … y { $count ->
        [one] un jugador más
       *[other] { $count } jugadores más
    } en la imagen.

## Puzzles (issue 32)
puzzle-start = Ejercicios de Damero: { $variant }, { $count ->
        [one] un ejercicio
       *[other] { $count } ejercicios
    }. Escribe tus jugadas; { $help } te dice qué más puedes escribir y { $quit } sale.
puzzle-help = Escribe tu jugada con la numeración del tablero ({ $example }), o { $board } para ver el tablero, { $moves } para tus jugadas posibles, { $skip } para ver la solución (sin puntuar) y { $quit } para salir.
puzzle-moves = Tus jugadas posibles: { $moves }.
puzzle-skipped = Saltado, sin puntuar. La solución: { $line }.
puzzle-out-unwritable = No puedo escribir en { $folder } ({ $reason ->
        [denied] no tengo permiso
        [not-folder] no es una carpeta
        [read-only] el disco es de solo lectura
       *[other] hubo un error
    }), así que los ejercicios siguen sin imágenes del tablero.
puzzle-none = Todavía no hay ejercicios de { $variant }.
puzzle-all-done = Ya has visto todos los ejercicios de { $variant }. ¡Bien jugado!
puzzle-intro = Ejercicio { $id } · puntuación { $rating }
puzzle-themes = Temas: { $themes }
puzzle-theme-shot = golpe
puzzle-theme-breakthrough = escapada a dama
puzzle-theme-king-capture = captura de dama
puzzle-theme-endgame = final
puzzle-to-play = Juegan { $color ->
        [white] blancas
       *[black] negras
    } y ganan.
puzzle-right = Correcto: { $move }.
puzzle-reply = Las { $color ->
        [white] blancas
       *[black] negras
    } responden { $move }.
puzzle-forced = Tu única jugada posible se juega sola: { $move }.
puzzle-solved = ¡Resuelto!
puzzle-wrong = No es esa: a { $move } se responde con { $reply }.
puzzle-wrong-ends = No es esa: { $move } no gana.
puzzle-solution = La solución: { $line }.
puzzle-over = Este ejercicio ya terminó.
puzzle-rating = Tu puntuación de ejercicios: { $old } → { $new }.
puzzle-streak = { $count ->
        [one] Un ejercicio resuelto seguido.
       *[other] { $count } ejercicios resueltos seguidos.
    }
puzzle-next = Pulsa Intro para el siguiente ejercicio, o escribe { $quit } para salir.
puzzle-how = Responde con { $answer } seguido de tu jugada, con la numeración del tablero.
puzzle-open = Ya tienes abierto el ejercicio { $id }: respóndelo primero, con { $answer } y tu jugada.
puzzle-not-open = No tienes ningún ejercicio abierto. { $start } te da uno.
cmd-puzzle = Un ejercicio solo para ti: encuentra la línea ganadora, jugada a jugada
cmd-name-puzzle = ejercicio
cmd-puzzle-variant = La variante (por defecto, la del servidor)
cmd-puzzle-move = Tu respuesta al ejercicio abierto: una jugada
leaderboard-puzzles-word = ejercicios
leaderboard-puzzles-header = Mejores en los ejercicios de { $variant } en este servidor:
leaderboard-puzzles-line = { $rank }. { $name } — { $rating } (resueltos: { $solved } de { $tried })
leaderboard-puzzles-empty = Nadie en este servidor ha intentado aún un ejercicio de { $variant }.
rating-puzzles = Ejercicios: puntuación { $rating }, resueltos { $solved } de { $tried }, mejor racha { $best }.
cmd-leaderboard-puzzles = Los mejores en los ejercicios en lugar de los mejores jugadores
cmd-option-name-puzzles = ejercicios
daily-word = diario
daily-title = Ejercicio del día ({ $variant }):
daily-yesterday = El ejercicio de ayer, { $id }: { $line }.
daily-yesterday-solver = { $name } lo resolvió primero.
daily-yesterday-nobody = Nadie lo resolvió.
daily-how = Cualquiera puede responder, una sola vez: { $answer } { $daily } seguido de todas tus jugadas, separadas por espacios. La primera respuesta correcta se anuncia aquí.
daily-solved = ¡{ $name } resolvió primero el ejercicio de hoy ({ $id })!
daily-none = Este servidor no tiene ahora ejercicio del día.
daily-twice = Ya respondiste al ejercicio de hoy. ¡Vuelve mañana!
daily-wrong = Esa no es la solución. Se mostrará con el ejercicio de mañana.
daily-right-first = ¡Correcto, y eres el primero! Ya se ha avisado al canal.
daily-right-after = ¡Correcto! { $name } fue hoy el primero.
settings-daily-puzzle = El ejercicio del día se publica en { $channel } a las { $hour }:00 UTC.
cmd-settings-puzzle_channel = El canal del ejercicio del día
cmd-settings-puzzle_hour = La hora del ejercicio del día (0-23, UTC)
cmd-option-name-puzzle_channel = canal_ejercicio
cmd-option-name-puzzle_hour = hora_ejercicio
cmd-option-name-daily = diario
cmd-puzzle-daily = El ejercicio del día del servidor en lugar del tuyo

## Permisos (issue 44): los nombres que les da el propio Discord en sus ajustes
permission-view-channel = Ver canales
permission-send-messages = Enviar mensajes
permission-send-messages-in-threads = Enviar mensajes en hilos
permission-embed-links = Insertar enlaces
permission-attach-files = Adjuntar archivos
permission-create-public-threads = Crear hilos públicos
permission-manage-threads = Gestionar hilos
missing-permission = Para eso necesito { $count ->
        [one] el permiso
       *[other] los permisos
    } { $permissions } en este canal; quien administre el servidor puede { $count ->
        [one] dármelo
       *[other] dármelos
    } en los ajustes del canal.
tournament-blocked = { $name } está en espera: necesito { $count ->
        [one] el permiso
       *[other] los permisos
    } { $permissions } en este canal para abrir los hilos de sus partidas, y la ronda empezará sola en cuanto quien administre el servidor { $count ->
        [one] me lo conceda
       *[other] me los conceda
    }.

## Web pages
settings-web = Páginas web de este servidor: { $state ->
        [on] sí
       *[off] no
    }.
cmd-settings-web = Mostrar las partidas, torneos y jugadores de este servidor en las páginas web de Damero
cmd-option-name-web = web
web-game-link = La página de la partida: { $url }
web-tournament-link = La página del torneo: { $url }
web-tagline = Damas jugadas en Discord, jugada a jugada.
web-live-games = Partidas en juego
web-no-live-games = Ahora mismo no se está jugando ninguna partida.
web-tournaments = Torneos
web-no-tournaments = Todavía no hay ningún torneo.
web-game-title = Partida { $id }
web-versus = { $white } contra { $black }
web-moves = Jugadas
web-no-moves = Todavía no hay jugadas.
web-step-start = Al principio
web-step-back = Una jugada atrás
web-step-forward = Una jugada adelante
web-step-end = A la última jugada
web-step-keys = Las flechas recorren las jugadas; Inicio y Fin llevan al principio y al final.
web-download-pdn = Descargar la partida (PDN)
web-review = El análisis del motor
web-review-alt = La ventaja de las blancas tras cada jugada, según el motor a profundidad { $depth }, con los errores y los errores graves marcados
web-live = En directo: las jugadas nuevas aparecen aquí solas.
web-board-start = { $variant }, posición inicial
web-board-after = { $variant }, tras { $move }
web-board-alt = { $position }. Blancas: { $white }. Negras: { $black }.
web-man-on = { $square }
web-king-on = dama en { $square }
web-no-pieces = sin piezas
web-tournament-status = { $status ->
        [open] Inscripción abierta
        [running] En juego
       *[finished] Terminado
    }
web-standings = Clasificación
web-standings-picture = La clasificación de { $name }
web-round = Ronda { $round }
web-bye = { $player }: descansa
web-playing = en juego
web-playing-move = en juego · jugada { $move }
web-no-standings = Todavía no se ha inscrito nadie.
web-players = { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
web-ratings = Puntuaciones
web-rating-chart = { $variant }: la puntuación en { $count ->
        [one] la última partida puntuada
       *[other] las últimas { $count } partidas puntuadas
    }
web-recent-games = Últimas partidas
web-no-games = Todavía no hay partidas.
web-column-game = Partida
web-column-white = Blancas
web-column-black = Negras
web-column-variant = Variante
web-column-result = Resultado
web-column-rating = Puntuación
web-column-record = Ganadas – tablas – perdidas
web-ongoing = en juego
web-not-found-title = Página no encontrada
web-not-found = Aquí no hay nada que mostrar. Una partida, un torneo o un jugador solo aparecen cuando su servidor ha activado las páginas web.
web-home = Página principal de Damero
web-language = Idioma
web-footer = Páginas de solo lectura de Damero, el árbitro de damas para Discord.
