# Catálogo do Damero em português do Brasil: tudo o que o bot diz. Tratamento por "você".
# Termos: damas (o jogo), dama (peça promovida), pedra (peça comum), peça (qualquer uma),
# lance, tomada / tomar, promover a dama, soprar (tirar a peça que deixou de tomar), empate,
# desistir, brancas / pretas.
# Lances, casas, nomes e palavras de comando (/play, !help, white, black) não se traduzem.
# Os títulos de variante começam todos por "damas" (feminino plural): outras mensagens dizem
# "nas { $variant }" e "Regras das { $title }".


## Pedacinhos usados dentro de outras mensagens

list-separator = { ", " }
list-more = e mais { $count }
# Uma lista cortada: "11-15, 12-16 e mais 5".
list-with-more = { $items } { $more }
# Um jogador e sua cor: "Ana (brancas)".
player =
    { $name } ({ $color ->
        [white] brancas
       *[black] pretas
    })

## Variantes: nomes e regras

variant-spanish = damas espanholas
variant-czech = damas tchecas
variant-turkish = damas turcas
variant-huff10 = damas antigas com sopro (10x10)
variant-huff12 = damas antigas com sopro (12x12)
variant-english = damas inglesas
variant-international = damas internacionais
variant-russian = damas russas
variant-brazilian = damas brasileiras
variant-italian = damas italianas
variant-pool = damas pool (EUA)
variant-canadian = damas canadenses
variant-frisian = damas frísias
rules-spanish = Tabuleiro 8x8, com h1 entre as casas de jogo; as brancas começam. As pedras andam e tomam uma casa na diagonal, só para frente. As damas andam quantas casas quiserem pelas diagonais livres. A tomada é obrigatória: deve-se tomar o maior número de peças (lei da maioria) e, entre tomadas iguais em número, o maior número de damas (lei da qualidade). As peças tomadas saem do tabuleiro no fim do lance. Empate: por acordo, por tripla repetição, após 40 lances de dama sem tomada, e quando três damas não vencem uma dama sozinha em 13 lances.
rules-czech = Tabuleiro 8x8 com a1 entre as casas de jogo, 12 pedras para cada lado; as brancas começam. As pedras andam e tomam na diagonal, só para frente. As damas andam quantas casas quiserem. A tomada é obrigatória e, se uma dama puder tomar, é uma dama que tem de tomar; fora isso, pode-se escolher qualquer tomada, mas uma sequência começada tem de ser terminada. Empate: por acordo; por tripla repetição; após 25 lances de cada lado sem tomada nem lance de pedra.
rules-turkish = Tabuleiro 8x8 em que se usam todas as casas; 16 pedras para cada lado, na segunda e na terceira fileiras; as brancas começam. As pedras andam e tomam uma casa em linha reta, para frente ou para o lado. As damas andam e tomam como a torre do xadrez, a qualquer distância. As peças tomadas saem na hora, e uma tomada não pode dar meia-volta (180 graus). É obrigatório tomar o maior número de peças. A peça que chega à última fileira é promovida a dama e o lance termina. Empate: por acordo; por tripla repetição; na hora, com dama contra dama; após 25 lances de cada lado sem tomada nem lance de pedra.
rules-huff10 = O jogo antigo no tabuleiro 10x10: casas escuras, as pretas começam. As pedras andam uma casa na diagonal para frente e tomam para frente e para trás. As damas andam quantas casas quiserem. O certo é tomar, mas não é obrigatório, e pode-se escolher qualquer tomada. Se o adversário deixou de tomar ou parou uma sequência de tomadas antes da hora, antes do seu lance você pode soprar uma das peças culpadas (tirá-la do tabuleiro). Empate: por acordo; por tripla repetição; após 25 lances de cada lado sem tomada nem lance de pedra.
rules-huff12 = O jogo antigo no tabuleiro 12x12: casas escuras, as pretas começam. As pedras andam uma casa na diagonal para frente e tomam para frente e para trás. As damas andam quantas casas quiserem. O certo é tomar, mas não é obrigatório, e pode-se escolher qualquer tomada. Se o adversário deixou de tomar ou parou uma sequência de tomadas antes da hora, antes do seu lance você pode soprar uma das peças culpadas (tirá-la do tabuleiro). Empate: por acordo; por tripla repetição; após 25 lances de cada lado sem tomada nem lance de pedra.
rules-english = Tabuleiro 8x8 com a1 entre as casas de jogo; as pretas começam. As pedras andam e tomam uma casa na diagonal, só para frente; as damas andam e tomam uma casa em qualquer diagonal, também para trás. A tomada é obrigatória, pode-se escolher qualquer tomada e a sequência tem de ser completada. A pedra que chega à última fileira é promovida a dama e o lance termina. Empate: por acordo; por tripla repetição; pela regra dos 40 lances (40 lances de cada lado sem tomada nem lance de pedra).
rules-international = Tabuleiro 10x10, 20 pedras para cada lado; as brancas começam. As pedras andam na diagonal para frente e tomam para frente e para trás. As damas andam quantas casas quiserem. É obrigatório tomar o maior número de peças. A pedra só é promovida a dama se terminar o lance na última fileira. Empate (FMJD): por acordo; por tripla repetição; após 25 lances de cada lado só com damas e sem tomada; com três peças, entre elas uma dama, contra uma dama sozinha, após 16 lances de cada lado; com duas peças ou menos, entre elas uma dama, contra uma dama sozinha, após 5 lances de cada lado.
rules-russian = Tabuleiro 8x8 com a1 entre as casas de jogo; as brancas começam. As pedras andam na diagonal para frente e tomam para frente e para trás. As damas andam quantas casas quiserem. A tomada é obrigatória, mas pode-se escolher qualquer tomada. A pedra que chega à última fileira no meio de uma tomada vira dama na hora e continua tomando como dama. Empate (FMJD-64): por acordo; por tripla repetição; após 15 lances de cada lado só com damas e sem tomada; três damas ou mais contra uma dama sozinha têm de vencer até o seu 15º lance; com duas peças ou menos contra uma dama sozinha, ou com três se a dama sozinha estiver na grande diagonal, após 5 lances de cada lado; quando os dois lados têm dama e o material não muda, após 30 lances (com 4 ou 5 peças) ou 60 lances (com 6 ou 7 peças).
rules-brazilian = Regras internacionais no tabuleiro 8x8: as pedras tomam para frente e para trás, as damas andam quantas casas quiserem, é obrigatório tomar o maior número de peças (lei da maioria) e a pedra só é promovida a dama se terminar o lance na última fileira. Empate (FMJD-64, como nas damas russas): por acordo; por tripla repetição; após 15 lances de cada lado só com damas e sem tomada; três damas ou mais contra uma dama sozinha têm de vencer até o seu 15º lance; com duas peças ou menos contra uma dama sozinha, ou com três se a dama sozinha estiver na grande diagonal, após 5 lances de cada lado; quando os dois lados têm dama e o material não muda, após 30 lances (com 4 ou 5 peças) ou 60 lances (com 6 ou 7 peças).
rules-italian = Tabuleiro 8x8, com h1 entre as casas de jogo; as brancas começam. As pedras andam e tomam uma casa na diagonal, só para frente, e nunca podem tomar uma dama. As damas andam e tomam uma casa em qualquer direção. A tomada é obrigatória: primeiro, o maior número de peças; depois, tomar com dama, se der; depois, o maior número de damas; por fim, as damas o quanto antes. Empate: por acordo; por tripla repetição; após 40 lances de cada lado só com damas e sem tomada.
rules-pool = Tabuleiro 8x8 com a1 entre as casas de jogo; as pretas começam. As pedras andam na diagonal para frente e tomam para frente e para trás. As damas andam quantas casas quiserem. A tomada é obrigatória, mas pode-se escolher qualquer tomada. A pedra só é promovida a dama se terminar o lance na última fileira. Empate: por acordo; por tripla repetição; quando três damas não vencem uma dama sozinha em 13 lances; após 25 lances de cada lado sem tomada nem lance de pedra.
rules-canadian = Tabuleiro 12x12, 30 pedras para cada lado; as brancas começam. Regras internacionais: as pedras andam na diagonal para frente e tomam para frente e para trás, as damas andam quantas casas quiserem, é obrigatório tomar o maior número de peças e a pedra só é promovida a dama se terminar o lance na última fileira. Empate (como nas damas internacionais): por acordo; por tripla repetição; após 25 lances de cada lado só com damas e sem tomada; com três peças, entre elas uma dama, contra uma dama sozinha, após 16 lances de cada lado; com duas peças ou menos, entre elas uma dama, contra uma dama sozinha, após 5 lances de cada lado.
rules-frisian = Tabuleiro 10x10, 20 pedras para cada lado; as brancas começam. As pedras andam na diagonal para frente. Pedras e damas tomam na diagonal e também em linha reta, pelas fileiras e colunas, para frente e para trás. As damas andam quantas casas quiserem. É obrigatório fazer a tomada de maior valor (uma dama vale mais que uma pedra e menos que duas); com valor igual, é a dama que tem de tomar. Enquanto você ainda tiver pedras, uma mesma dama pode fazer no máximo três lances seguidos. Empate: por acordo; por tripla repetição; com duas damas contra uma dama sozinha, após 7 lances de cada lado; com dama contra dama, após 2 lances de cada lado; após 25 lances de cada lado sem tomada nem lance de pedra.
# "/rules czech": o título, o nome a digitar, o resumo.
rules-text = Regras das { $title } ({ $name }): { $summary }
variants-header = Variantes que eu arbitro:
variants-line = { $name } — { $title }
variants-line-default = { $name } — { $title } (padrão)
variants-footer = Digite /rules NOME para ver uma explicação curta.

## Uma partida: início, lances, situação

game-begins = Começa uma partida de { $variant }: { $white } contra { $black }.
bot-level = Jogo no nível { $level } de 10.
to-move = É a vez de { $player }.
move-played = { $player } jogou { $move }.
move-played-captured =
    { $player } jogou { $move } e tomou { $count ->
        [one] { $count } peça
       *[other] { $count } peças
    }.
move-crowned = { $played } A pedra é promovida a dama em { $square }.
faulty-move = Nesse lance faltou uma tomada: antes de jogar, { $player } pode soprar uma peça ({ $squares }).
huffed = { $player } soprou a peça em { $square }.
board-summary = Partida de { $variant }: { $white } contra { $black }.
last-move = Último lance: { $move }, de { $player }.
legal-moves = Lances válidos de { $player }: { $moves }.
# Partidas com sopro: lances permitidos mesmo deixando de tomar ou parando uma tomada no meio.
faulty-moves = Também são permitidos, mas deixam de tomar (o adversário poderá soprar): { $moves }.
game-over = A partida deste canal terminou. { $outcome } Comece outra com /challenge ou /play.

## Como uma partida termina

outcome-no-pieces =
    { $winner ->
        [white] As brancas vencem: todas as peças pretas foram tomadas.
       *[black] As pretas vencem: todas as peças brancas foram tomadas.
    }
outcome-blocked =
    { $winner ->
        [white] As brancas vencem: as pretas estão bloqueadas.
       *[black] As pretas vencem: as brancas estão bloqueadas.
    }
# Nomes dos jogadores: "Ben desistiu: Ana vence."
outcome-resigned = { $loser } desistiu: { $winner } vence.
outcome-agreement = Empate por acordo.
outcome-repetition = Empate por tripla repetição.
outcome-king-moves =
    Empate: { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } de cada lado só com damas e sem tomada.
outcome-three-kings =
    Empate: três damas não conseguiram vencer uma dama sozinha em { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    }.
outcome-king-vs-king = Empate: dama contra dama.
outcome-king-vs-king-moves =
    Empate: dama contra dama por { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } de cada lado.
outcome-no-progress =
    Empate por falta de progresso ({ $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } de cada lado sem tomada nem lance de pedra).
outcome-forty-moves =
    Empate pela regra dos 40 lances: { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } de cada lado sem tomada nem lance de pedra.
outcome-two-against-king =
    Empate: { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } de cada lado com duas peças ou menos contra uma dama sozinha.
outcome-two-kings-against-king =
    Empate: { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } de cada lado com duas damas contra uma dama sozinha.
outcome-three-against-king =
    Empate: { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } de cada lado com três peças contra uma dama sozinha.
outcome-king-long-diagonal =
    Empate: { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    } de cada lado com três peças contra uma dama sozinha na grande diagonal.
outcome-material-unchanged = Empate: os dois lados têm dama e o material não mudou em 30 lances (com 4 ou 5 peças) ou em 60 lances (com 6 ou 7 peças).

## Desafios

challenge-posted =
    { $challenger } desafia { $challenged } para uma partida de { $variant } ({ $colors }). { $challenged }: você tem { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    } para aceitar ou recusar.
challenge-colors-random = cores sorteadas
challenge-colors-white = { $name } joga com as brancas
challenge-colors-black = { $name } joga com as pretas
challenge-waiting = Já há um desafio pendente aqui: { $challenger } desafiou { $challenged }.
challenge-self = Não dá para jogar contra você mesmo: use /play para jogar contra mim.
challenge-none-to-accept = Não há nenhum desafio aqui para aceitar.
challenge-none-to-decline = Não há nenhum desafio aqui para recusar.
challenge-only-accept = Só { $name } pode aceitar este desafio.
challenge-only-decline = Só { $name } pode recusar este desafio.
challenge-expired = Esse desafio expirou. Mande outro com /challenge.
challenge-declined = { $name } recusou o desafio.
challenge-withdrawn = { $name } retirou o desafio.
button-accept = Aceitar
button-decline = Recusar
# Toques sob o tabuleiro (issue 46): um menu de lances e botões em vez de digitar.
tap-pick-move = Escolha seu lance
tap-pick-piece = Escolha a peça que vai mover
tap-piece-moves = { $count ->
        [one] um lance
       *[other] { $count } lances
    }
tap-piece-chosen = A peça em { $square } tem { $count ->
        [one] um lance
       *[other] { $count } lances
    }: escolha um.
tap-draw-offer = Propor empate
tap-draw-accept = Aceitar o empate
tap-resign = Desistir
tap-resign-sure = Sim, desisto
tap-resign-ask = Desistir da partida contra { $opponent }? Não dá para desfazer.
tap-flip = Tabuleiro do meu lado
tap-huff = Soprar { $square }
tap-stale = Esse tabuleiro está desatualizado: a partida já seguiu. Use o tabuleiro mais recente.
tap-over = Essa partida já terminou; não dá mais para jogar no tabuleiro dela.
tap-unknown = Esse botão ou menu não é meu, então nada foi feito.
terminal-numbered = Lances (digite o lance ou o número dele): { $moves }
terminal-no-number = Não há lance { $number } aqui: digite um dos números listados abaixo do tabuleiro.

## Empates, desistência, sopro, PDN

draw-offered = { $player } propõe empate. { $opponent }: /draw para aceitar, ou simplesmente continue jogando.
draw-already-offered = Você já propôs empate; a proposta vale até o próximo lance.
draw-declined-by-bot = { $bot } recusa o empate: vamos continuar jogando.
huff-not-this-game = Só se sopra nas partidas com sopro (huff10, huff12).
huff-nothing = Não há nada para soprar: no último lance o adversário não deixou de tomar.
huff-which = Diga qual peça você quer soprar: { $squares }.
huff-wrong-square = Não dá para soprar { $square }; você pode soprar: { $squares }.
pdn-last-game = A última partida deste canal, em PDN.
pdn-so-far = A partida até agora, em PDN.
pdn-none = Nenhuma partida foi jogada neste canal ainda.

## Recusas

game-running = Já há uma partida em andamento neste canal. Termine-a (ou desista) antes, ou use um tópico.
challenge-pending = Já há um desafio esperando resposta neste canal.
no-game = Não há nenhuma partida neste canal. Comece uma com /challenge ou /play.
no-challenge = Não há nenhum desafio aqui.
not-a-player = Você não está jogando esta partida.
not-your-turn = Não é a sua vez: é a vez de { $player }.
bad-level = “{ $given }” não é um nível: escolha um número de 1 a 10.
bad-color = “{ $given }” não é uma cor: escolha white (brancas), black (pretas) ou random (sorteio).
unknown-variant = Não conheço a variante “{ $given }”; as que conheço são: { $known }.
unknown-variant-near = Não conheço a variante “{ $given }”; você quis dizer { $near }?
restarting = O Damero está reiniciando; tente de novo daqui a pouco.
failed = Desculpe, algo deu errado do meu lado e nada foi alterado. Tente de novo.

## Lances recusados

move-empty = Você não escreveu nenhum lance: escreva um como 11-15, 11x18 ou c3-d4.
move-too-long = Não consigo ler isso como lance: é comprido demais.
move-bad-square = Não consigo ler isso como lance: “{ $part }” não é uma casa (em “{ $text }”). Escreva um lance como 11-15, 11x18 ou c3-d4.
move-not-a-move = Não consigo ler “{ $text }” como lance. Escreva um lance como 11-15, 11x18 ou c3-d4.
move-one-square = Não consigo ler isso como lance: “{ $text }” indica só uma casa, e um lance precisa de casa de saída e de chegada, como 11-15.
square-numbers-not-used = Nas { $variant } as casas são indicadas como c3, não por números como { $number }.
square-number-too-high = { $number } não é uma casa nas { $variant }: as casas vão de 1 a { $max }.
square-not-playing = { $square } não é uma casa de jogo nas { $variant } (colunas a-{ $file }, fileiras 1-{ $size }, só casas escuras).
square-off-board = { $square } não é uma casa do tabuleiro nas { $variant } (colunas a-{ $file }, fileiras 1-{ $size }).
illegal = Lance ilegal { $move }: { $reason }.
ambiguous = O lance { $move } é ambíguo: escreva o caminho completo, um destes: { $paths }.
illegal-no-legal-move =
    { $turn ->
        [white] as brancas não têm
       *[black] as pretas não têm
    } nenhum lance válido
illegal-no-piece = não há nenhuma peça em { $square }
illegal-not-your-piece =
    a peça em { $square } é { $owner ->
        [white] das brancas, e é a vez das pretas
       *[black] das pretas, e é a vez das brancas
    }
illegal-wrong-path = esse lance não pode seguir esse caminho; escreva assim: { $paths }
illegal-must-complete = a sequência de tomadas tem de ser completada; lances válidos: { $legal }
illegal-king-must-capture = uma dama pode tomar, então é uma dama que tem de tomar; lances válidos: { $legal }
illegal-must-take-most =
    é obrigatório tomar o maior número de peças ({ $count ->
        [one] { $count } peça
       *[other] { $count } peças
    }); lances válidos: { $legal }
illegal-must-take-value = é obrigatório fazer a tomada de maior valor (uma dama vale mais que uma pedra e menos que duas, e com valor igual toma a dama); lances válidos: { $legal }
illegal-king-must-rest =
    a dama em { $square } já fez { $count ->
        [one] { $count } lance seguido
       *[other] { $count } lances seguidos
    } e, enquanto você tiver pedras, precisa ficar parada um lance; lances válidos: { $legal }
illegal-capture-compulsory = a tomada é obrigatória; lances válidos: { $legal }
illegal-piece-cannot-move = a peça em { $square } não pode se mover; lances válidos: { $legal }
illegal-not-there = lances válidos a partir de { $square }: { $moves }
illegal-not-available = esse lance não é possível nesta posição

## Comandos de texto (Discord e terminal)

unknown-command = Não conheço o comando “{ $command }”. Digite { $prefix }help para ver os comandos.
challenge-whom = Diga quem você quer desafiar: { $prefix }challenge @alguém [variante] [white|black|random].
challenge-who = Não sei quem é “{ $given }”: mencione a pessoa que você quer desafiar.

## Ajuda

help-discord =
    O Damero arbitra partidas de damas e joga contra você. Uma partida por canal (um tópico também é um canal).
    /challenge @alguém [variante] [cor] ou { $prefix }challenge — desafia alguém (a pessoa aceita ou recusa)
    /play [variante] [nível 1-10] [cor] ou { $prefix }play — uma partida contra mim
    /move 11-15 ou { $prefix }move, ou simplesmente digite o lance na sua vez — 11-15, 11x18x25, c3xe5
    /board, /moves, /resign (desistir), /draw (propor ou aceitar empate), /huff 23 (soprar, partidas com sopro), /pdn
    /abort (anular, antes de ambos jogarem), /rating [@alguém], /leaderboard (classificação), /history (histórico), /replay [partida], /review [partida] (análise), /pdn [partida]
    /puzzle [variante] — um problema só para você; responda com /puzzle move:…
    /rules [variante], /variants, /help, /settings — as mesmas palavras funcionam com { $prefix }
help-terminal =
    Digite um lance na sua vez, com os nomes das casas que aparecem no tabuleiro: { $example }.
    Numa tomada, as casas são ligadas com x.
    { $board } — o tabuleiro de novo
    { $moves } — os lances válidos
    { $draw } — propor ou aceitar empate
    { $resign } — desistir
    { $abort } — anular a partida antes de ambos jogarem (não conta para ninguém)
    { $huff } 23 — soprar uma peça quando o adversário deixa de tomar (partidas com sopro)
    { $pdn } — a partida até agora
    { $rules } [variante] — as regras
    { $variants } — todas as variantes
    { $help } — esta lista
    { $quit } — fechar o programa (também exit)

## Configurações do servidor

settings-show = Configurações deste servidor: idioma { $language }.
settings-changed = Configurações alteradas: idioma { $language }.
settings-need-manage = Só membros com a permissão Gerenciar servidor podem alterar as configurações.
settings-only-in-server = As configurações são de cada servidor; nas mensagens diretas não há nenhuma.
language-name =
    { $code ->
        [en] inglês (en)
        [es] espanhol (es)
        [fil] filipino (fil)
        [cs] tcheco (cs)
        [tr] turco (tr)
        [pt] português (pt)
        [ru] russo (ru)
       *[it] italiano (it)
    }

## O terminal (damero play)

terminal-start = Damero no terminal. As imagens do tabuleiro vão para { $folder }/.
terminal-start-hint = Digite um lance ({ $example }), ou { $board }, { $moves }, { $draw }, { $resign }, { $pdn }, { $help }, { $quit }.
terminal-start-no-boards = Damero no terminal. Sem imagens do tabuleiro; o PDN da partida vai para { $folder }/.
terminal-start-unsaved = Damero no terminal. Desta vez nada é salvo: nem imagens do tabuleiro, nem PDN.
terminal-out-unwritable = Não consigo gravar em { $folder } ({ $reason ->
        [denied] sem permissão
        [not-folder] não é uma pasta
        [read-only] o disco é somente leitura
       *[other] houve um erro
    }), então as partidas seguem sem imagens do tabuleiro e não são salvas.
terminal-setup-done = No terminal a partida já está configurada; termine-a ou digite { $quit }.
terminal-chat = “{ $given }” não é nem um lance nem um comando. Digite { $help } para ver os comandos.
terminal-not-utf8 = Essa linha não é um texto legível (não está em UTF-8); digite de novo.
terminal-pdn-written = A partida, em PDN, está em { $file }.
terminal-resumed = Continuando a partida de { $file }: { $count ->
        [one] um lance
       *[other] { $count } lances
    } até agora.
terminal-resume-missing = Não existe o arquivo { $file } para continuar.
terminal-resume-bad = Em { $file } não há partida que eu possa continuar: não é um arquivo PDN que o Damero saiba ler.
terminal-resume-over = A partida de { $file } já terminou: { $outcome }
terminal-pdn-resume = Para continuar depois: damero play --resume { $file }
terminal-bye = Até mais!
terminal-player-one = Jogador 1
terminal-player-two = Jogador 2
terminal-player = Jogador

## Descrições dos comandos de barra e das opções (o Discord mostra ao escolher um comando)

cmd-challenge = Desafiar alguém para uma partida de damas
cmd-challenge-opponent = Quem você desafia
cmd-option-variant = Variante (padrão: spanish)
cmd-option-color = Sua cor
cmd-accept = Aceitar o desafio que está esperando você aqui
cmd-decline = Recusar (ou retirar) o desafio deste canal
cmd-play = Jogar uma partida contra mim
cmd-play-level = Meu nível, de 1 a 10
cmd-move = Fazer um lance, como 11-15 ou 11x18x25
cmd-move-move = O lance
cmd-board = Mostrar o tabuleiro
cmd-moves = Listar os lances válidos
cmd-resign = Desistir da partida
cmd-draw = Propor empate, ou aceitar a proposta do adversário
cmd-huff = Soprar uma peça quando o adversário deixa de tomar (partidas com sopro)
cmd-huff-square = A casa da peça a tirar
cmd-pdn = A partida em um arquivo PDN
cmd-rules = As regras de uma variante
cmd-rules-variant = Variante
cmd-variants = As variantes que eu arbitro
cmd-help = Como jogar comigo
cmd-settings = Ver ou alterar as configurações do servidor (alterar exige Gerenciar servidor)
cmd-settings-language = O idioma de tudo o que se lê no canal
color-white = brancas
color-black = pretas
color-random = sorteio

## time (issue 10): time per move, aborts, expired challenges, server settings, threads

time-malformed = '{ $given }' não é um tempo: escreva um número e uma unidade, como 30s, 10m, 2h ou 3d.
time-too-short = '{ $given }' é pouco: cada lance tem no mínimo 10 segundos (10s).
time-too-long = '{ $given }' é demais: cada lance tem no máximo 30 dias (30d).
time-days-hours = { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    } e { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    }
time-days = { $days ->
        [one] { $days } dia
       *[other] { $days } dias
    }
time-hours-minutes = { $hours ->
        [one] { $hours } hora
       *[other] { $hours } horas
    } e { $minutes ->
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
time-unlimited = sem limite
to-move-time = É a vez de { $player } (tempo restante: { $time }).
game-lost-on-time = O tempo de { $loser } acabou: { $winner } vence.
game-aborted-never-moved = Partida anulada: { $player } não jogou nenhum lance. Não conta para ninguém.
game-aborted-by = { $player } anulou a partida. Não conta para ninguém.
game-aborted = A partida foi anulada. Não conta para ninguém.
abort-too-late = Tarde demais para anular: os dois jogadores já jogaram. Você pode desistir ou propor empate.
challenge-expired-notice = O desafio de { $challenger } para { $challenged } expirou sem resposta.
challenge-closed = O desafio de { $challenger } para { $challenged } não está mais aberto.
challenge-move-time = Tempo por lance: { $time }.
settings-show-game = Tempo por lance { $time }; variante padrão { $variant }; um tópico por partida: { $threads ->
        [on] sim
       *[off] não
    }.
thread-name = { $first } x { $second }
thread-opened = A partida tem seu próprio tópico: { $thread }
cmd-abort = Anular a partida sem rating (só antes de os dois jogarem)
cmd-challenge-time = Tempo por lance, como 30s, 10m, 2h ou 3d
cmd-settings-move_time = Tempo por lance nas partidas deste servidor, como 10m, 2h ou 1d
cmd-settings-default_variant = A variante quando nenhuma é indicada
cmd-settings-threads = Abrir um tópico para cada partida
## ratings (issue 10): rating, classificação, histórico, PDN por número, replay

rating-change = { $name } { $rating } ({ $change })
rating-changes = Rating: { $white }, { $black }.
rating-show =
    { $name }, { $variant }: rating { $rating } (desvio { $deviation }), { $games ->
        [one] { $games } partida valendo rating
       *[other] { $games } partidas valendo rating
    } (vitórias: { $wins }, empates: { $draws }, derrotas: { $losses }).
rating-provisional = O rating ainda é provisório (desvio acima de { $deviation }): mais algumas partidas vão firmá-lo.
rating-unrated = { $name } ainda não tem nenhuma partida valendo rating de { $variant }.
rating-bot-line = Contra { $bot } no nível { $level }: vitórias: { $wins }, empates: { $draws }, derrotas: { $losses }.
rating-never-played = { $name } ainda não terminou nenhuma partida comigo.
leaderboard-header = Melhores jogadores de { $variant } neste servidor:
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
leaderboard-footer = ? = rating provisório (desvio acima de { $deviation }: poucas partidas ainda, ou nenhuma recente).
leaderboard-empty = Ninguém neste servidor tem ainda uma partida valendo rating de { $variant }.
leaderboard-only-in-server = A classificação é de cada servidor: pergunte em um dos canais dele.
history-header = Últimas partidas de { $name }:
history-line =
    #{ $id } · { $date } · { $variant } · contra { $opponent } · { $result ->
        [win] vitória
        [loss] derrota
        [draw] empate
        [ongoing] em andamento
       *[none] sem resultado
    } { $change }
game-unknown = Não existe a partida #{ $id }. /history mostra os números das partidas.
bad-game-id = "{ $given }" não é um número de partida: escreva assim: 42.
user-who = Não sei quem é "{ $given }": mencione a pessoa, assim: @Ana.
pdn-game = A partida #{ $id } em PDN.
pdn-game-so-far = A partida #{ $id } até agora, em PDN.
replay-none = Nenhuma partida terminou neste canal ainda: indique uma, assim: /replay game:42.
replay-posted =
    Partida #{ $id }: { $white } contra { $black }, { $plies ->
        [one] { $plies } lance
       *[other] { $plies } lances
    }.
replay-too-large = A partida #{ $id } é longa demais para caber num GIF dentro do limite de envio do Discord.
cmd-rating = O rating de um jogador, suas partidas e seu retrospecto contra mim
cmd-option-user = De quem (padrão: você)
cmd-leaderboard = Os jogadores com melhor rating neste servidor
cmd-history = As últimas 10 partidas de um jogador
cmd-pdn-game = Número da partida (padrão: a deste canal)
cmd-replay = Uma partida como imagem animada (GIF)
cmd-replay-game = Número da partida (padrão: a última terminada neste canal)
## ops (issue 11)
flood-notice = Você está enviando comandos rápido demais, então vou ignorar os seus neste canal por { $seconds ->
        [one] um segundo
       *[other] { $seconds } segundos
    }. Vá com calma, por favor.
too-long = Isso é longo demais para um comando: um comando tem no máximo { $max ->
        [one] um caractere
       *[other] { $max } caracteres
    }.
## review (issue 12, branch engine)
cmd-review = Eu analiso uma partida terminada: erros, erros graves e lances melhores
cmd-review-game = O número da partida (padrão: a última deste canal)
review-header = Análise da partida { $id }, { $white } contra { $black }: { $moves ->
        [one] um lance analisado
       *[other] { $moves } lances analisados
    }, com { $depth } meios-lances de profundidade.
review-mistake = { $number }{ $dots } { $move } de { $player } é um erro ({ $loss }); melhor era { $better }.
review-blunder = { $number }{ $dots } { $move } de { $player } é um erro grave ({ $loss }); melhor era { $better }.
review-clean = Não encontrei nenhum erro nem erro grave nesta partida.
review-summary = { $player }: { $mistakes ->
        [0] nenhum erro
        [one] um erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [0] nenhum erro grave
        [one] um erro grave
       *[other] { $blunders } erros graves
    }.
review-graph = O gráfico mostra a vantagem das brancas em pedras depois de cada lance (acima da linha do meio, as brancas estão melhor); os pontos laranja marcam os erros e os vermelhos, os erros graves.
review-board-legend = Em cada tabuleiro, a seta laranja é o lance jogado e a seta { $better ->
        [blue] azul
       *[green] verde
    }, o lance melhor.
review-none = Nenhuma partida terminou neste canal ainda, então não há nada para analisar.
review-no-such-game = Não há nenhuma partida terminada com o número { $id } que eu possa analisar aqui.
review-not-finished = A partida { $id } ainda está em andamento; eu analiso as partidas depois que terminam.
review-bad-id = “{ $given }” não é um número de partida. Digite { $prefix }review para a última partida daqui, ou { $prefix }review e o número de uma partida.

## Palavras dos comandos
cmd-name-challenge = desafiar
cmd-name-accept = aceitar
cmd-name-decline = recusar
cmd-name-play = jogar
cmd-name-move = mover
cmd-name-board = tabuleiro
cmd-name-moves = lances
cmd-name-resign = abandonar
cmd-name-draw = empate
cmd-name-huff = soprar
cmd-name-pdn = pdn
cmd-name-rules = regras
cmd-name-variants = variantes
cmd-name-help = ajuda
cmd-name-settings = configurações
cmd-name-abort = anular
cmd-name-rating = pontuação
cmd-name-leaderboard = classificação
cmd-name-history = histórico
cmd-name-replay = reproduzir
cmd-name-review = analisar
cmd-option-name-opponent = adversário
cmd-option-name-variant = variante
cmd-option-name-color = cor
cmd-option-name-time = tempo
cmd-option-name-level = nível
cmd-option-name-move = lance
cmd-option-name-square = casa
cmd-option-name-game = partida
cmd-option-name-language = idioma
cmd-option-name-move_time = tempo_por_lance
cmd-option-name-default_variant = variante_padrão
cmd-option-name-threads = tópicos
cmd-option-name-user = jogador
word-quit = sair
word-skip = pular
store-unavailable = O armazenamento das partidas está indisponível agora, então nada foi alterado. Tente de novo daqui a pouco.
## review, for readers (issue 34, branch engine-split): the graph's words, a reviewed file's header
review-graph-moves = lance
review-graph-advantage = vantagem das brancas (pedras)
review-graph-mistake = erro
review-graph-blunder = erro grave
review-graph-cut = além de ±{ $men }
review-file-header = { $white } contra { $black }: { $moves ->
        [one] um lance analisado
       *[other] { $moves } lances analisados
    }, com { $depth } meios-lances de profundidade.
## The terminal's own words (issue 35)

terminal-board-key = ○ pedra branca   ◎ dama branca   ● pedra preta   ◉ dama preta
terminal-variants-footer = Digite { $rules } NOME para ver uma explicação curta.
terminal-draw-offered = { $player } propõe empate. { $opponent }: digite { $draw } para aceitar, ou simplesmente continue jogando.
terminal-again = Outra partida? Aperte Enter para jogar, ou digite { $quit } para sair.
## Tournaments (issue 33)
cmd-tournament = Torneios neste canal: criar, entrar, sair, iniciar, classificação, emparceiramentos, cancelar
cmd-name-tournament = torneio
cmd-tournament-create = Criar um torneio neste canal (Gerenciar servidor ou o cargo de torneios)
cmd-tournament-join = Entrar no torneio deste canal
cmd-tournament-leave = Sair do torneio deste canal (se já começou, você não recebe mais emparceiramentos)
cmd-tournament-start = Iniciar agora o torneio deste canal (só o diretor dele)
cmd-tournament-standings = Mostrar a classificação do torneio deste canal
cmd-tournament-pairings = Mostrar os emparceiramentos de uma rodada (padrão: a rodada atual)
cmd-tournament-cancel = Cancelar o torneio deste canal (só o diretor dele)
cmd-name-tournament-create = criar
cmd-name-tournament-join = entrar
cmd-name-tournament-leave = sair
cmd-name-tournament-start = iniciar
cmd-name-tournament-standings = classificação
cmd-name-tournament-pairings = emparceiramentos
cmd-name-tournament-cancel = cancelar
cmd-tournament-format = Suíço, todos contra todos (turno único ou turno e returno) ou arena
cmd-tournament-rounds = Número de rodadas de um suíço (padrão 5)
cmd-tournament-duration = Duração de uma arena, como 30m ou 1h (padrão 1h)
cmd-tournament-time = Tempo por lance nas partidas do torneio, como 1m, 10m ou 1d (padrão: o do servidor)
cmd-tournament-start_in = Começa sozinho depois desse tempo, como 15m ou 2h (padrão: quando o diretor mandar)
cmd-tournament-name = O nome do torneio
cmd-tournament-round = A rodada
cmd-option-name-format = formato
cmd-option-name-rounds = rodadas
cmd-option-name-duration = duração
cmd-option-name-start_in = começa_em
cmd-option-name-name = nome
cmd-option-name-round = rodada
format-swiss = Suíço
format-roundrobin = Todos contra todos
format-double = Todos contra todos em turno e returno
format-arena = Arena
tournament-format-swiss = um suíço de { $rounds ->
        [one] uma rodada
       *[other] { $rounds } rodadas
    }
tournament-format-roundrobin = um todos contra todos
tournament-format-double = um todos contra todos em turno e returno
tournament-format-arena = uma arena de { $minutes ->
        [one] um minuto
       *[other] { $minutes } minutos
    }
tournament-default-name = Torneio de { $director }
tournament-created = { $director } criou { $name }: { $format } de { $variant }, { $time } por lance. Entre com { $join }.
tournament-starts-in = Começa { $when }.
tournament-starts-by-director = Começa quando { $director } der a largada.
tournament-joined = { $player } entrou em { $name } ({ $count ->
        [one] um jogador
       *[other] { $count } jogadores
    }).
tournament-joined-late = { $player } entrou em { $name } e entra nos emparceiramentos a partir da rodada { $round }.
tournament-left = { $player } saiu de { $name }.
tournament-withdrew = { $player } se retirou de { $name }: não recebe mais emparceiramentos.
tournament-begins = Começa { $name }!
tournament-round = Rodada { $round } de { $total }:
tournament-arena-games = Novas partidas em { $name }:
tournament-board = Mesa { $board }: { $white } (brancas) – { $black } (pretas) { $where }
tournament-board-result = Mesa { $board }: { $white } – { $black }: { $result }
tournament-bye = { $player } folga nesta rodada e ganha um ponto.
tournament-round-over = A rodada { $round } terminou.
tournament-standings-title = Classificação de { $name } após a rodada { $round }
tournament-arena-standings-title = Classificação de { $name }
tournament-standings-line = { $rank }. { $player } — { $points }{ $tiebreaks }
tournament-standings-empty = Ninguém entrou em { $name } ainda.
tournament-column-rank = #
tournament-column-player = Jogador
tournament-column-points = Pontos
tiebreak-bh = Bh
tiebreak-bh-c1 = Bh-1
tiebreak-sb = SB
tiebreak-wins = Vit.
tiebreak-de = CD
tournament-arena-closed = Acabou o tempo em { $name }: nenhuma partida nova; as que estão em andamento ainda contam.
tournament-finished = { $name } terminou. { $winner } venceu!
tournament-final-files = Seguem em anexo a classificação final, todas as partidas (PDN) e o arquivo de relatório para a FIDE (TRF).
tournament-cancelled = { $director } cancelou { $name }.
tournament-cancelled-too-few = { $name } não pôde começar: { $count ->
        [one] só entrou um jogador
       *[other] só entraram { $count } jogadores
    }, e são necessários { $need }.
tournament-thread-name = { $name } · { $round } · { $white } – { $black }
tournament-arena-thread-name = { $name } · { $white } – { $black }
tournament-not-paired = Nenhuma rodada de { $name } foi emparceirada ainda.
tournament-need-director = Só membros que podem gerenciar o servidor, ou que têm o cargo de torneios, podem criar ou dirigir torneios.
tournament-only-director = Só { $director }, que criou { $name }, ou um membro que pode gerenciar o servidor pode fazer isso.
tournament-none-here = Não há nenhum torneio neste canal. { $create } cria um.
tournament-one-per-channel = Este canal já tem um torneio: { $name }. Jogue até o fim ou cancele-o antes.
tournament-already-in = Você já está em { $name }.
tournament-not-in = Você não está em { $name }.
tournament-closed = { $name } é um todos contra todos em andamento: não aceita novos jogadores.
tournament-too-few = { $name } precisa de pelo menos { $need } jogadores para começar; tem { $count }.
tournament-started-already = { $name } já começou.
tournament-over = { $name } já terminou.
tournament-round-past = { $name } não tem rodada { $round }: tem { $total }.
tournament-bad-format = “{ $given }” não é um formato de torneio: diga swiss (suíço), roundrobin (todos contra todos), double (turno e returno) ou arena.
tournament-bad-rounds = Um suíço tem de 1 a 30 rodadas, não { $given }.
tournament-bad-duration = Uma arena dura de 5 minutos a 24 horas, não { $given }.
tournament-bad-action = Diga o que fazer: { $prefix }tournament create, join, leave, start, standings, pairings ou cancel.
tournament-bad-option = Não consigo ler “{ $given }” aqui. Exemplo: { $prefix }tournament create swiss rounds:5 time:10m start:30m
tournament-no-abort = Esta é uma partida de torneio: não pode ser anulada. Se precisar parar, desista.
tournament-in-server = Os torneios são disputados nos canais de um servidor.
settings-tournament-role = Membros com { $role } também podem criar e dirigir torneios.
cmd-settings-tournament_role = Membros com este cargo podem criar e dirigir torneios
cmd-option-name-tournament_role = cargo_de_torneios
tournament-bad-tiebreaks = “{ $given }” não é um critério de desempate: use bh, bh-c1, sb, wins ou de, separados por vírgulas.
cmd-tournament-tiebreaks = Critérios de desempate em ordem, como bh-c1,bh,sb,wins (padrão: os do formato)
cmd-option-name-tiebreaks = desempates
tournament-standings-more = … e mais { $count ->
        [one] um jogador
       *[other] { $count } jogadores
    } na imagem.

## Puzzles (issue 32)
puzzle-start = Problemas do Damero: { $variant }, { $count ->
        [one] um problema
       *[other] { $count } problemas
    }. Digite seus lances; { $help } mostra o que mais você pode digitar, e { $quit } sai.
puzzle-help = Digite seu lance na numeração do tabuleiro ({ $example }), ou { $board } para ver o tabuleiro de novo, { $moves } para seus lances possíveis, { $skip } para a solução (sem valer rating) e { $quit } para sair.
puzzle-moves = Seus lances possíveis: { $moves }.
puzzle-skipped = Pulado, sem valer rating. A solução: { $line }.
puzzle-out-unwritable = Não consigo gravar em { $folder } ({ $reason ->
        [denied] sem permissão
        [not-folder] não é uma pasta
        [read-only] o disco é somente leitura
       *[other] houve um erro
    }), então os problemas seguem sem imagens do tabuleiro.
puzzle-none = Ainda não há problemas de { $variant }.
puzzle-all-done = Você já viu todos os problemas de { $variant }. Muito bem!
puzzle-intro = Problema { $id } · rating { $rating }
puzzle-themes = Temas: { $themes }
puzzle-theme-shot = golpe
puzzle-theme-breakthrough = corrida para dama
puzzle-theme-king-capture = captura de dama
puzzle-theme-endgame = final
puzzle-to-play = { $color ->
        [white] As brancas jogam
       *[black] As pretas jogam
    } e ganham.
puzzle-right = Certo: { $move }.
puzzle-reply = { $color ->
        [white] As brancas respondem
       *[black] As pretas respondem
    } { $move }.
puzzle-forced = Seu único lance possível foi jogado automaticamente: { $move }.
puzzle-solved = Resolvido!
puzzle-wrong = Não é esse: contra { $move } vem { $reply }.
puzzle-wrong-ends = Não é esse: { $move } não ganha.
puzzle-solution = A solução: { $line }.
puzzle-over = Este problema já terminou.
puzzle-rating = Seu rating de problemas: { $old } → { $new }.
puzzle-streak = { $count ->
        [one] Um problema resolvido em sequência.
       *[other] { $count } problemas resolvidos em sequência.
    }
puzzle-next = Aperte Enter para o próximo problema, ou digite { $quit } para sair.
puzzle-how = Responda com { $answer } seguido do seu lance, na numeração do tabuleiro.
puzzle-open = Você já tem o problema { $id } aberto: responda a ele primeiro, com { $answer } e seu lance.
puzzle-not-open = Você não tem nenhum problema aberto. { $start } lhe dá um.
cmd-puzzle = Um problema só para você: encontre a linha vencedora, lance a lance
cmd-name-puzzle = problema
cmd-puzzle-variant = A variante (padrão: a do servidor)
cmd-puzzle-move = Sua resposta ao problema aberto: um lance
leaderboard-puzzles-word = problemas
leaderboard-puzzles-header = Melhores nos problemas de { $variant } neste servidor:
leaderboard-puzzles-line = { $rank }. { $name } — { $rating } (resolvidos: { $solved } de { $tried })
leaderboard-puzzles-empty = Ninguém neste servidor tentou ainda um problema de { $variant }.
rating-puzzles = Problemas: rating { $rating }, resolvidos { $solved } de { $tried }, melhor sequência { $best }.
cmd-leaderboard-puzzles = Os melhores nos problemas em vez dos melhores jogadores
cmd-option-name-puzzles = problemas
daily-word = diário
daily-title = Problema do dia ({ $variant }):
daily-yesterday = O problema de ontem, { $id }: { $line }.
daily-yesterday-solver = { $name } resolveu primeiro.
daily-yesterday-nobody = Ninguém resolveu.
daily-how = Qualquer um pode responder, uma única vez: { $answer } { $daily } seguido de todos os seus lances, separados por espaços. A primeira resposta certa é anunciada aqui.
daily-solved = { $name } resolveu primeiro o problema de hoje ({ $id })!
daily-none = Este servidor não tem problema do dia agora.
daily-twice = Você já respondeu ao problema de hoje. Volte amanhã!
daily-wrong = Essa não é a solução. Ela aparece junto com o problema de amanhã.
daily-right-first = Certo, e você foi o primeiro! O canal já foi avisado.
daily-right-after = Certo! { $name } foi o primeiro hoje.
settings-daily-puzzle = O problema do dia é publicado em { $channel } às { $hour }:00 UTC.
cmd-settings-puzzle_channel = O canal do problema do dia
cmd-settings-puzzle_hour = A hora do problema do dia (0-23, UTC)
cmd-option-name-puzzle_channel = canal_problema
cmd-option-name-puzzle_hour = hora_problema
cmd-option-name-daily = diário
cmd-puzzle-daily = O problema do dia do servidor em vez do seu

## Permissões (issue 44): os nomes que o próprio Discord mostra nas configurações
permission-view-channel = Ver canais
permission-send-messages = Enviar mensagens
permission-send-messages-in-threads = Enviar mensagens em tópicos
permission-embed-links = Inserir links
permission-attach-files = Anexar arquivos
permission-create-public-threads = Criar tópicos públicos
permission-manage-threads = Gerenciar tópicos
missing-permission = Para isso, preciso { $count ->
        [one] da permissão
       *[other] das permissões
    } { $permissions } neste canal; quem administra o servidor pode { $count ->
        [one] concedê-la
       *[other] concedê-las
    } nas configurações do canal.
tournament-blocked = { $name } está aguardando: preciso { $count ->
        [one] da permissão
       *[other] das permissões
    } { $permissions } neste canal para abrir os tópicos das partidas, e a rodada começa sozinha assim que quem administra o servidor { $count ->
        [one] a conceder
       *[other] as conceder
    }.

## Web pages
settings-web = Páginas web deste servidor: { $state ->
        [on] sim
       *[off] não
    }.
cmd-settings-web = Mostrar as partidas, torneios e jogadores deste servidor nas páginas web do Damero
cmd-option-name-web = web
web-game-link = A página da partida: { $url }
web-tournament-link = A página do torneio: { $url }
web-tagline = Damas jogadas no Discord, lance a lance.
web-live-games = Partidas em andamento
web-no-live-games = Nenhuma partida está sendo jogada agora.
web-tournaments = Torneios
web-no-tournaments = Ainda não há nenhum torneio.
web-game-title = Partida { $id }
web-versus = { $white } contra { $black }
web-moves = Lances
web-no-moves = Ainda não há lances.
web-step-start = Para o início
web-step-back = Um lance para trás
web-step-forward = Um lance para a frente
web-step-end = Para o último lance
web-step-keys = As setas percorrem os lances; Home e End levam ao início e ao fim.
web-download-pdn = Baixar a partida (PDN)
web-review = A análise do motor
web-review-alt = A vantagem das brancas após cada lance, segundo o motor na profundidade { $depth }, com os erros e os erros graves marcados
web-live = Ao vivo: os lances novos aparecem aqui sozinhos.
web-board-start = { $variant }, posição inicial
web-board-after = { $variant }, depois de { $move }
web-board-alt = { $position }. Brancas: { $white }. Pretas: { $black }.
web-man-on = { $square }
web-king-on = dama em { $square }
web-no-pieces = sem peças
web-tournament-status = { $status ->
        [open] Inscrições abertas
        [running] Em andamento
       *[finished] Encerrado
    }
web-standings = Classificação
web-standings-picture = A classificação de { $name }
web-round = Rodada { $round }
web-bye = { $player }: folga
web-playing = jogando
web-playing-move = jogando · lance { $move }
web-no-standings = Ninguém se inscreveu ainda.
web-players = { $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    }
web-ratings = Ratings
web-rating-chart = { $variant }: o rating { $count ->
        [one] na última partida valendo rating
       *[other] nas últimas { $count } partidas valendo rating
    }
web-recent-games = Partidas recentes
web-no-games = Ainda não há partidas.
web-column-game = Partida
web-column-white = Brancas
web-column-black = Pretas
web-column-variant = Variante
web-column-result = Resultado
web-column-rating = Rating
web-column-record = Vitórias – empates – derrotas
web-ongoing = em andamento
web-not-found-title = Página não encontrada
web-not-found = Não há nada para mostrar aqui. Uma partida, um torneio ou um jogador só aparece quando o servidor deles ativou as páginas web.
web-home = Página inicial do Damero
web-language = Idioma
web-footer = Páginas só de leitura do Damero, o árbitro de damas para o Discord.
