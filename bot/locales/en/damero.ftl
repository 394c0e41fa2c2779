# Damero's English catalogue: every sentence the bot says. Translators: keep every message id
# and the same $variables; use your community's own draughts words; Fluent plural forms
# ({ $count -> [one] ... *[other] ... }) are welcome wherever a number is shown.
# Moves, squares, names and command words (/play, !help, white, black) stay as they are.


## Small pieces used inside other messages

list-separator = { ", " }
list-more = and { $count } more
# A long list cut short: "11-15, 12-16, and 5 more".
list-with-more = { $items }, { $more }
# A player and their side: "Ana (White)".
player =
    { $name } ({ $color ->
        [white] White
       *[black] Black
    })

## Variants: names and rules

variant-spanish = Spanish draughts
variant-czech = Czech draughts
variant-turkish = Turkish draughts (Dama)
variant-huff10 = Old draughts with huffing (10x10)
variant-huff12 = Old draughts with huffing (12x12)
variant-english = English draughts
variant-international = International draughts
variant-russian = Russian draughts
variant-brazilian = Brazilian draughts
variant-italian = Italian draughts
variant-pool = Pool checkers
variant-canadian = Canadian draughts
variant-frisian = Frisian draughts
rules-spanish = 8x8 board; h1 is a playing square (a1 is not); White moves first. Men move and capture one square diagonally forward. Kings fly along free diagonals. Capturing is compulsory: take the most pieces, and among those the most kings. Captured pieces come off at the end of the move. Draws: agreement, threefold repetition, 40 king moves without a capture, and three kings that cannot beat a lone king in 13 moves.
rules-czech = 8x8 board, a1 playable, 12 men each; White moves first. Men move and capture diagonally forward. Kings fly. Capturing is compulsory, and if a king can capture, a king must capture; otherwise any capture may be chosen, but a started sequence must be finished. Draws: agreement; threefold repetition; 25 moves each without a capture or a man move.
rules-turkish = 8x8 board, every square used; 16 men each on the second and third ranks; White moves first. Men move and capture one square straight forward or sideways. Kings move and capture like rooks, any distance. Captured pieces are removed at once, and a capture may not turn back 180 degrees. Taking the most pieces is compulsory. A man reaching the far rank is crowned and the move ends. Draws: agreement; threefold repetition; king against king at once; 25 moves each without a capture or a man move.
rules-huff10 = The old game on a 10x10 board: dark squares, Black moves first. Men move one square diagonally forward and capture forward and backward. Kings fly. Capturing is expected but not forced, and you may choose any capture. If your opponent skipped a capture or stopped a sequence early, you may huff one offending piece (remove it) before your move. Draws: agreement; threefold repetition; 25 moves each without a capture or a man move.
rules-huff12 = The old game on a 12x12 board: dark squares, Black moves first. Men move one square diagonally forward and capture forward and backward. Kings fly. Capturing is expected but not forced, and you may choose any capture. If your opponent skipped a capture or stopped a sequence early, you may huff one offending piece (remove it) before your move. Draws: agreement; threefold repetition; 25 moves each without a capture or a man move.
rules-english = 8x8 board, a1 playable; Black moves first. Men move and capture one square diagonally forward; kings move and capture one square in any diagonal direction. Capturing is compulsory, any capture may be chosen, and a sequence must be completed. A man reaching the last rank is crowned and the move ends. Draws: agreement; threefold repetition; the 40-move rule (40 moves each without a capture or a man move).
rules-international = 10x10 board, 20 men each; White moves first. Men move diagonally forward and capture forward and backward. Kings fly. Capturing the most pieces is compulsory. A man is crowned only if it ends its move on the last rank. Draws (FMJD): agreement; threefold repetition; 25 moves each with only kings moving and no capture; three pieces including a king against a lone king, 16 moves each; two pieces or fewer including a king against a lone king, 5 moves each.
rules-russian = 8x8 board, a1 playable; White moves first. Men move diagonally forward and capture forward and backward. Kings fly. Capturing is compulsory but any capture may be chosen. A man reaching the last rank during a capture is crowned at once and continues capturing as a king. Draws (FMJD-64): agreement; threefold repetition; 15 moves each with only kings moving and no capture; three kings or more against a lone king must win by their 15th move; two pieces or fewer against a lone king, or three with the lone king on the long diagonal, 5 moves each; kings on both sides and no change of material, 30 moves (4-5 pieces) or 60 moves (6-7 pieces).
rules-brazilian = International rules on an 8x8 board: men capture forward and backward, kings fly, taking the most pieces is compulsory, and a man is crowned only if it ends its move on the last rank. Draws (FMJD-64, as in Russian draughts): agreement; threefold repetition; 15 moves each with only kings moving and no capture; three kings or more against a lone king must win by their 15th move; two pieces or fewer against a lone king, or three with the lone king on the long diagonal, 5 moves each; kings on both sides and no change of material, 30 moves (4-5 pieces) or 60 moves (6-7 pieces).
rules-italian = 8x8 board; h1 is a playing square (a1 is not); White moves first. Men move and capture one square diagonally forward and may never capture a king. Kings move and capture one square in any diagonal direction. Capturing is compulsory: take the most pieces; then capture with a king if you can; then take the most kings; then take kings as early as possible. Draws: agreement; threefold repetition; 40 moves each with only kings moving and no capture.
rules-pool = 8x8 board, a1 playable; Black moves first. Men move diagonally forward and capture forward and backward. Kings fly. Capturing is compulsory but any capture may be chosen. A man is crowned only if it ends its move on the last rank. Draws: agreement; threefold repetition; three kings that cannot beat a lone king in 13 moves; 25 moves each without a capture or a man move.
rules-canadian = 12x12 board, 30 men each; White moves first. International rules: men move diagonally forward and capture forward and backward, kings fly, capturing the most pieces is compulsory, and a man is crowned only if it ends its move on the last rank. Draws (as in International draughts): agreement; threefold repetition; 25 moves each with only kings moving and no capture; three pieces including a king against a lone king, 16 moves each; two pieces or fewer including a king against a lone king, 5 moves each.
rules-frisian = 10x10 board, 20 men each; White moves first. Men move diagonally forward. Men and kings capture diagonally and also straight along ranks and files, forward and backward. Kings fly. You must take the capture of highest value (a king counts more than a man, less than two); at equal value a king must capture. While you still have men, one king may make at most three moves in a row. Draws: agreement; threefold repetition; two kings against a lone king, 7 moves each; king against king, 2 moves each; 25 moves each without a capture or a man move.
# "/rules czech": the title, the name to type, the summary.
rules-text = { $title } ({ $name }): { $summary }
variants-header = Variants I referee:
variants-line = { $name } — { $title }
variants-line-default = { $name } — { $title } (default)
variants-footer = Try /rules NAME for a short explanation.

## A game: start, moves, state

game-begins = A game of { $variant } begins: { $white } vs { $black }.
bot-level = I play at level { $level } of 10.
to-move = { $player } to move.
move-played = { $player } played { $move }.
move-played-captured =
    { $player } played { $move } — captured { $count ->
        [one] one piece
       *[other] { $count } pieces
    }.
move-crowned = { $played } The man is crowned: a new king on { $square }.
faulty-move = That move was faulty: before moving, { $player } may huff a piece ({ $squares }).
huffed = { $player } huffed the piece on { $square }.
board-summary = { $variant }: { $white } vs { $black }.
last-move = Last move: { $move } by { $player }.
legal-moves = Legal moves for { $player }: { $moves }.
# Huff games: moves that are allowed although they skip or cut short a capture.
faulty-moves = Also allowed, but faulty (your opponent may then huff): { $moves }.
game-over = The game here is over: { $outcome } Start a new one with /challenge or /play.

## How a game ends

outcome-no-pieces =
    { $winner ->
        [white] White wins — all Black pieces captured.
       *[black] Black wins — all White pieces captured.
    }
outcome-blocked =
    { $winner ->
        [white] White wins — Black is blocked.
       *[black] Black wins — White is blocked.
    }
# Names of the players: "Ben resigned — Ana wins."
outcome-resigned = { $loser } resigned — { $winner } wins.
outcome-agreement = Draw by agreement.
outcome-repetition = Draw — threefold repetition.
outcome-king-moves = Draw — { $count } moves each with only kings moving and no capture.
outcome-three-kings = Draw — three kings could not beat a lone king in { $count } moves.
outcome-king-vs-king = Draw — king against king.
outcome-king-vs-king-moves = Draw — { $count } moves each with king against king.
outcome-no-progress = Draw — no progress ({ $count } moves each without a capture or a man move).
outcome-forty-moves = Draw — 40-move rule: { $count } moves each without a capture or a man move.
outcome-two-against-king = Draw — { $count } moves each with two pieces or fewer against a lone king.
outcome-two-kings-against-king = Draw — { $count } moves each with two kings against a lone king.
outcome-three-against-king = Draw — { $count } moves each with three pieces against a lone king.
outcome-king-long-diagonal = Draw — { $count } moves each with three pieces against a lone king on the long diagonal.
outcome-material-unchanged = Draw — kings on both sides and no change of material for 30 moves (4 or 5 pieces) or 60 moves (6 or 7 pieces).

## Challenges

challenge-posted =
    { $challenger } challenges { $challenged } to a game of { $variant } ({ $colors }). { $challenged }: accept or decline within { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
challenge-colors-random = colours drawn at random
challenge-colors-white = { $name } plays white
challenge-colors-black = { $name } plays black
challenge-waiting = A challenge is already waiting here: { $challenger } challenged { $challenged }.
challenge-self = You cannot challenge yourself — try /play for a game against me.
challenge-none-to-accept = There is no challenge here to accept.
challenge-none-to-decline = There is no challenge here to decline.
challenge-only-accept = Only { $name } can accept this challenge.
challenge-only-decline = Only { $name } can decline this challenge.
challenge-expired = That challenge has expired. Send a new one with /challenge.
challenge-declined = { $name } declined the challenge.
challenge-withdrawn = { $name } withdrew the challenge.
button-accept = Accept
button-decline = Decline
# Taps under a board (issue 46): a menu of moves and buttons instead of typing.
tap-pick-move = Choose your move
tap-pick-piece = Choose the piece to move
tap-piece-moves = { $count ->
        [one] one move
       *[other] { $count } moves
    }
tap-piece-chosen = The piece on { $square } has { $count ->
        [one] one move
       *[other] { $count } moves
    }: choose one.
tap-draw-offer = Offer a draw
tap-draw-accept = Accept the draw
tap-resign = Resign
tap-resign-sure = Yes, resign
tap-resign-ask = Resign the game against { $opponent }? It cannot be undone.
tap-flip = Board from my side
tap-huff = Huff { $square }
tap-stale = That board is out of date: the game has moved on. Use the newest board.
tap-over = That game is over, so its board can no longer be played on.
tap-unknown = That button or menu is not one of mine, so nothing was done.
terminal-numbered = Moves (type a move or its number): { $moves }
terminal-no-number = There is no move { $number } here: type one of the numbers listed under the board.

## Draws, resignation, huffing, PDN

draw-offered = { $player } offers a draw. { $opponent }: /draw to accept, or just play on.
draw-already-offered = You have already offered a draw; it stands until the next move.
draw-declined-by-bot = { $bot } declines the draw — let's play on.
huff-not-this-game = Huffing is only played in the huff games (huff10, huff12).
huff-nothing = There is nothing to huff: your opponent's last move was not faulty.
huff-which = Say which piece to huff: { $squares }.
huff-wrong-square = The piece on { $square } cannot be huffed; you may huff: { $squares }.
pdn-last-game = The last game here, as PDN.
pdn-so-far = The game so far, as PDN.
pdn-none = No game has been played in this channel yet.

## Refusals

game-running = A game is already running here. Finish it (or resign) first, or use a thread.
challenge-pending = A challenge is already waiting for an answer here.
no-game = There is no game in this channel. Start one with /challenge or /play.
no-challenge = There is no challenge here.
not-a-player = You are not a player in this game.
not-your-turn = It is not your turn — { $player } is to move.
bad-level = '{ $given }' is not a level: pick a number from 1 to 10.
bad-color = '{ $given }' is not a colour: pick white, black or random.
unknown-variant = '{ $given }' is not a variant; the variants are { $known }.
unknown-variant-near = '{ $given }' is not a variant; did you mean { $near }?
restarting = Damero is restarting; please try again in a moment.
failed = Sorry — something went wrong on my side and nothing was changed. Please try again.

## Moves that are refused

move-empty = No move given. Write a move like 11-15, 11x18 or c3-d4.
move-too-long = That is too long to be a move.
move-bad-square = '{ $text }' is not a move I can read: '{ $part }' is not a square. Write a move like 11-15, 11x18 or c3-d4.
move-not-a-move = '{ $text }' is not a move I can read. Write a move like 11-15, 11x18 or c3-d4.
move-one-square = '{ $text }' names only one square; a move needs a start and an end, like 11-15.
square-numbers-not-used = { $variant } uses algebraic squares like c3, not numbers like { $number }.
square-number-too-high = { $number } is not a square of { $variant }: squares are numbered 1 to { $max }.
square-not-playing = { $square } is not a playing square of { $variant } (files a-{ $file }, ranks 1-{ $size }, dark squares only).
square-off-board = { $square } is not a square of { $variant } (files a-{ $file }, ranks 1-{ $size }).
illegal = Illegal move { $move }: { $reason }.
ambiguous = { $move } is ambiguous: write the full path, one of { $paths }.
illegal-no-legal-move =
    { $turn ->
        [white] White has
       *[black] Black has
    } no legal move
illegal-no-piece = there is no piece on { $square }
illegal-not-your-piece =
    the piece on { $square } is { $owner ->
        [white] White's, and it is Black's turn
       *[black] Black's, and it is White's turn
    }
illegal-wrong-path = that path is not one this move can take; write it as { $paths }
illegal-must-complete = a capture sequence must be completed — legal moves: { $legal }
illegal-king-must-capture = a king can capture, so a king must capture — legal moves: { $legal }
illegal-must-take-most =
    the capture must take the most pieces ({ $count ->
        [one] one piece
       *[other] { $count } pieces
    }) — legal moves: { $legal }
illegal-must-take-value = the capture must take the highest value (a king counts more than a man, less than two; at equal value a king captures) — legal moves: { $legal }
illegal-king-must-rest = the king on { $square } has made { $count } moves in a row, and while you have men it must rest a move — legal moves: { $legal }
illegal-capture-compulsory = a capture is compulsory — legal moves: { $legal }
illegal-piece-cannot-move = the piece on { $square } cannot move — legal moves: { $legal }
illegal-not-there = legal moves from { $square }: { $moves }
illegal-not-available = that move is not available in this position

## Text commands (Discord and terminal)

unknown-command = I don't know the command '{ $command }'. Try { $prefix }help.
challenge-whom = Say whom to challenge: { $prefix }challenge @someone [variant] [white|black|random].
challenge-who = I don't know who '{ $given }' is: mention the person you challenge.

## Help

help-discord =
    Damero referees draughts and plays against you. One game per channel (a thread is a channel).
    /challenge @someone [variant] [color] or { $prefix }challenge — challenge someone (they accept or decline)
    /play [variant] [level 1-10] [color] or { $prefix }play — a game against me
    /move 11-15 or { $prefix }move, or just type the move when it is your turn — 11-15, 11x18x25, c3xe5
    /board, /moves, /resign, /draw (offer or accept), /huff 23 (huff games), /pdn
    /abort (before both have moved), /rating [@someone], /leaderboard, /history, /replay [game], /review [game], /pdn [game]
    /puzzle [variant] — a puzzle for you alone; answer with /puzzle move:…
    /rules [variant], /variants, /help, /settings — the same words work with { $prefix }
help-terminal =
    Type a move when it is your turn, with the square names the board shows: { $example }.
    In a capture the squares are joined with x.
    { $board } — the board again
    { $moves } — the legal moves
    { $draw } — offer or accept a draw
    { $resign } — give up the game
    { $abort } — cancel the game before both players have moved (it counts for nobody)
    { $huff } 23 — remove a piece after a faulty move (huff games)
    { $pdn } — the game so far
    { $rules } [variant] — the rules
    { $variants } — every variant
    { $help } — this list
    { $quit } — leave (or exit)

## Server settings

settings-show = This server's settings: language { $language }.
settings-changed = Settings changed: language { $language }.
settings-need-manage = Only members with the Manage Server permission can change the settings.
settings-only-in-server = Settings belong to a server; there are none in direct messages.
language-name =
    { $code ->
       *[en] English (en)
        [es] Spanish (es)
        [fil] Filipino (fil)
        [cs] Czech (cs)
        [tr] Turkish (tr)
        [pt] Portuguese (pt)
        [ru] Russian (ru)
        [it] Italian (it)
    }

## The terminal (damero play)

terminal-start = Damero in the terminal. Board pictures go to { $folder }/.
terminal-start-hint = Type a move ({ $example }), or { $board }, { $moves }, { $draw }, { $resign }, { $pdn }, { $help }, { $quit }.
terminal-start-no-boards = Damero in the terminal. No board pictures; the game's PDN goes to { $folder }/.
terminal-start-unsaved = Damero in the terminal. Nothing is saved this time: no board pictures, no PDN.
terminal-out-unwritable = I cannot write to { $folder } ({ $reason ->
        [denied] permission denied
        [not-folder] it is not a folder
        [read-only] the disk is read-only
       *[other] an error
    }), so the games go on without board pictures and are not saved.
terminal-setup-done = In the terminal the game is already set up; finish it, or type { $quit }.
terminal-chat = '{ $given }' is neither a move nor a command. Try { $help }.
terminal-not-utf8 = That line is not readable text (it is not UTF-8); type it again.
terminal-pdn-written = The game, as PDN, is in { $file }.
terminal-resumed = Going on with the game in { $file }: { $count ->
        [one] one move
       *[other] { $count } moves
    } played so far.
terminal-resume-missing = There is no file { $file } to go on with.
terminal-resume-bad = { $file } holds no game I can go on with: it is not a PDN file Damero can read.
terminal-resume-over = The game in { $file } is over already: { $outcome }
terminal-pdn-resume = To go on with it later: damero play --resume { $file }
terminal-bye = Bye.
terminal-player-one = Player 1
terminal-player-two = Player 2
terminal-player = Player

## Slash command and option descriptions (Discord shows them in the command picker)

cmd-challenge = Challenge someone to a game of draughts
cmd-challenge-opponent = Who you challenge
cmd-option-variant = Variant (default: spanish)
cmd-option-color = Your colour
cmd-accept = Accept the challenge waiting for you here
cmd-decline = Decline (or withdraw) the challenge here
cmd-play = Play a game against me
cmd-play-level = My level, 1-10
cmd-move = Make a move, like 11-15 or 11x18x25
cmd-move-move = The move
cmd-board = Show the board
cmd-moves = List the legal moves
cmd-resign = Resign the game
cmd-draw = Offer a draw, or accept your opponent's offer
cmd-huff = Huff a piece after your opponent's faulty move (huff games)
cmd-huff-square = The square of the piece to remove
cmd-pdn = The game as a PDN file
cmd-rules = The rules of a variant
cmd-rules-variant = Variant
cmd-variants = The variants I referee
cmd-help = How to play with me
cmd-settings = Show or change this server's settings (changing needs Manage Server)
cmd-settings-language = The language of my messages in this server
color-white = white
color-black = black
color-random = random

## time (issue 10): time per move, aborts, expired challenges, server settings, threads

time-malformed = '{ $given }' is not a time: write a number and a unit, like 30s, 10m, 2h or 3d.
time-too-short = '{ $given }' is too short: a move gets at least 10 seconds (10s).
time-too-long = '{ $given }' is too long: a move gets at most 30 days (30d).
time-days-hours = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
time-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
time-hours-minutes = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    } { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
time-hours = { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }
time-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
time-seconds = { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
time-unlimited = no limit
to-move-time = { $player } to move — { $time } left.
game-lost-on-time = { $loser } ran out of time — { $winner } wins.
game-aborted-never-moved = Game aborted — { $player } never moved. It counts for nobody.
game-aborted-by = { $player } aborted the game. It counts for nobody.
game-aborted = The game was aborted. It counts for nobody.
abort-too-late = Too late to abort: both players have moved. You can resign or offer a draw.
challenge-expired-notice = { $challenger }'s challenge to { $challenged } expired without an answer.
challenge-closed = { $challenger }'s challenge to { $challenged } is no longer open.
challenge-move-time = Time per move: { $time }.
settings-show-game = Time per move { $time }; default variant { $variant }; a thread per game: { $threads ->
        [on] on
       *[off] off
    }.
thread-name = { $first } vs { $second }
thread-opened = The game is in its own thread: { $thread }
cmd-abort = End the game unrated (only before both players have moved)
cmd-challenge-time = Time per move, like 30s, 10m, 2h or 3d
cmd-settings-move_time = Time per move in this server's games, like 10m, 2h or 1d
cmd-settings-default_variant = The variant when none is named
cmd-settings-threads = Open a thread for each game
## ratings (issue 10): ratings, leaderboard, history, PDN by id, replay

rating-change = { $name } { $rating } ({ $change })
rating-changes = Ratings: { $white }, { $black }.
rating-show =
    { $name }, { $variant }: rating { $rating } (deviation { $deviation }), { $games ->
        [one] { $games } rated game
       *[other] { $games } rated games
    }: { $wins } won, { $draws } drawn, { $losses } lost.
rating-provisional = The rating is still provisional (deviation above { $deviation }): a few more games will settle it.
rating-unrated = { $name } has no rated game of { $variant } yet.
rating-bot-line = Against { $bot } at level { $level }: { $wins } won, { $draws } drawn, { $losses } lost.
rating-never-played = { $name } has not finished a game with me yet.
leaderboard-header = Best players of { $variant } on this server:
leaderboard-line =
    { $rank }. { $name } — { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
leaderboard-line-provisional =
    { $rank }. { $name } — { $rating }? ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
leaderboard-footer = ? = provisional rating (deviation above { $deviation }: too few games yet, or none lately).
leaderboard-empty = Nobody on this server has a rated game of { $variant } yet.
leaderboard-only-in-server = Leaderboards belong to a server: ask in one of its channels.
history-header = Last games of { $name }:
history-line =
    #{ $id } · { $date } · { $variant } · against { $opponent } · { $result ->
        [win] won
        [loss] lost
        [draw] drawn
        [ongoing] still playing
       *[none] no result
    } { $change }
game-unknown = There is no game #{ $id }. /history lists the game numbers.
bad-game-id = '{ $given }' is not a game number: write it like 42.
user-who = I don't know who '{ $given }' is: mention them, like @Ana.
pdn-game = Game #{ $id }, as PDN.
pdn-game-so-far = Game #{ $id } so far, as PDN.
replay-none = No game has finished in this channel yet: name one, like /replay game:42.
replay-posted =
    Game #{ $id }: { $white } vs { $black }, { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    }.
replay-too-large = Game #{ $id } is too long to fit in one GIF under Discord's upload limit.
cmd-rating = A player's rating, games and record against me
cmd-option-user = Whose (default: yours)
cmd-leaderboard = This server's best-rated players
cmd-history = A player's last 10 games
cmd-pdn-game = Game number (default: this channel's game)
cmd-replay = A game as an animated picture (GIF)
cmd-replay-game = Game number (default: this channel's last finished game)
## ops (issue 11)
flood-notice = You are sending commands faster than I can follow, so I will ignore yours in this channel for { $seconds ->
        [one] one second
       *[other] { $seconds } seconds
    }. Please slow down.
too-long = That is too long for a command: a command has at most { $max ->
        [one] one character
       *[other] { $max } characters
    }.
## review (issue 12, branch engine)
cmd-review = Have me review a finished game: mistakes, blunders and better moves
cmd-review-game = The game's number (default: the last game in this channel)
review-header = Review of game { $id }, { $white } against { $black }: { $moves ->
        [one] one move
       *[other] { $moves } moves
    } checked, { $depth } plies deep.
review-mistake = { $number }{ $dots } { $move } by { $player } is a mistake ({ $loss }); better was { $better }.
review-blunder = { $number }{ $dots } { $move } by { $player } is a blunder ({ $loss }); better was { $better }.
review-clean = I found no mistakes and no blunders in this game.
review-summary = { $player }: { $mistakes ->
        [0] no mistakes
        [one] one mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [0] no blunders
        [one] one blunder
       *[other] { $blunders } blunders
    }.
review-graph = The graph shows White's advantage in men after every move (above the middle line, White is better); orange dots mark mistakes, red dots blunders.
review-board-legend = On each board the orange arrow is the move played and the { $better ->
        [blue] blue
       *[green] green
    } arrow the better move.
review-none = No game has finished in this channel yet, so there is nothing to review.
review-no-such-game = There is no finished game number { $id } that I can review here.
review-not-finished = Game { $id } is still being played; I review games once they are over.
review-bad-id = “{ $given }” is not a game number. Type { $prefix }review for the last game here, or { $prefix }review and a game number.

## Command words
# A command's own word: its slash name in Discord and a text word (beside the English one).
# Discord's rules for names: lowercase, letters, digits, - and _, at most 32.
cmd-name-challenge = challenge
cmd-name-accept = accept
cmd-name-decline = decline
cmd-name-play = play
cmd-name-move = move
cmd-name-board = board
cmd-name-moves = moves
cmd-name-resign = resign
cmd-name-draw = draw
cmd-name-huff = huff
cmd-name-pdn = pdn
cmd-name-rules = rules
cmd-name-variants = variants
cmd-name-help = help
cmd-name-settings = settings
cmd-name-abort = abort
cmd-name-rating = rating
cmd-name-leaderboard = leaderboard
cmd-name-history = history
cmd-name-replay = replay
cmd-name-review = review
cmd-option-name-opponent = opponent
cmd-option-name-variant = variant
cmd-option-name-color = color
cmd-option-name-time = time
cmd-option-name-level = level
cmd-option-name-move = move
cmd-option-name-square = square
cmd-option-name-game = game
cmd-option-name-language = language
cmd-option-name-move_time = move_time
cmd-option-name-default_variant = default_variant
cmd-option-name-threads = threads
cmd-option-name-user = user
word-quit = quit
word-skip = skip
store-unavailable = The game store is unavailable right now, so nothing was changed. Try again in a moment.
## review, for readers (issue 34, branch engine-split): the graph's words, a reviewed file's header
review-graph-moves = move
review-graph-advantage = White's advantage (men)
review-graph-mistake = mistake
review-graph-blunder = blunder
review-graph-cut = beyond ±{ $men }
review-file-header = { $white } against { $black }: { $moves ->
        [one] one move
       *[other] { $moves } moves
    } checked, { $depth } plies deep.
## The terminal's own words (issue 35)

terminal-board-key = ○ white man   ◎ white king   ● black man   ◉ black king
terminal-variants-footer = Try { $rules } NAME for a short explanation.
terminal-draw-offered = { $player } offers a draw. { $opponent }: type { $draw } to accept, or just play on.
terminal-again = Another game? Press Enter to play one, or type { $quit } to leave.
## Tournaments (issue 33)
cmd-tournament = Tournaments in this channel: create, join, leave, start, standings, pairings, cancel
cmd-name-tournament = tournament
cmd-tournament-create = Create a tournament in this channel (Manage Server or the tournament role)
cmd-tournament-join = Enter this channel's tournament
cmd-tournament-leave = Leave this channel's tournament (once it runs: no more pairings for you)
cmd-tournament-start = Start this channel's tournament now (its director)
cmd-tournament-standings = Show this channel's tournament standings
cmd-tournament-pairings = Show a round's pairings (default: the current round)
cmd-tournament-cancel = Call off this channel's tournament (its director)
cmd-name-tournament-create = create
cmd-name-tournament-join = join
cmd-name-tournament-leave = leave
cmd-name-tournament-start = start
cmd-name-tournament-standings = standings
cmd-name-tournament-pairings = pairings
cmd-name-tournament-cancel = cancel
cmd-tournament-format = Swiss, round robin (single or double) or arena
cmd-tournament-rounds = A Swiss's number of rounds (default 5)
cmd-tournament-duration = An arena's length, like 30m or 1h (default 1h)
cmd-tournament-time = Time per move in its games, like 1m, 10m or 1d (default: the server's)
cmd-tournament-start_in = Start by itself after this long, like 15m or 2h (default: when its director says)
cmd-tournament-name = Its name
cmd-tournament-round = The round
cmd-option-name-format = format
cmd-option-name-rounds = rounds
cmd-option-name-duration = duration
cmd-option-name-start_in = start_in
cmd-option-name-name = name
cmd-option-name-round = round
format-swiss = Swiss
format-roundrobin = Round robin
format-double = Double round robin
format-arena = Arena
tournament-format-swiss = a Swiss of { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }
tournament-format-roundrobin = a round robin
tournament-format-double = a double round robin
tournament-format-arena = an arena of { $minutes ->
        [one] one minute
       *[other] { $minutes } minutes
    }
tournament-default-name = { $director }'s tournament
tournament-created = { $director } created { $name }: { $format } of { $variant }, { $time } a move. Join with { $join }.
tournament-starts-in = It starts { $when }.
tournament-starts-by-director = It starts when { $director } starts it.
tournament-joined = { $player } joined { $name } ({ $count ->
        [one] one player
       *[other] { $count } players
    }).
tournament-joined-late = { $player } joined { $name } and is paired from round { $round }.
tournament-left = { $player } left { $name }.
tournament-withdrew = { $player } withdrew from { $name }: no more pairings for them.
tournament-begins = { $name } begins!
tournament-round = Round { $round } of { $total }:
tournament-arena-games = New games in { $name }:
tournament-board = Board { $board }: { $white } (White) – { $black } (Black) { $where }
tournament-board-result = Board { $board }: { $white } – { $black }: { $result }
tournament-bye = { $player } sits out this round and scores a point.
tournament-round-over = Round { $round } is over.
tournament-standings-title = Standings of { $name } after round { $round }
tournament-arena-standings-title = Standings of { $name }
tournament-standings-line = { $rank }. { $player } — { $points }{ $tiebreaks }
tournament-standings-empty = Nobody has entered { $name } yet.
tournament-column-rank = #
tournament-column-player = Player
tournament-column-points = Points
tiebreak-bh = Bh
tiebreak-bh-c1 = Bh-1
tiebreak-sb = SB
tiebreak-wins = Wins
tiebreak-de = DE
tournament-arena-closed = Time is up in { $name }: no new games; the games under way still count.
tournament-finished = { $name } is over. The winner: { $winner }!
tournament-final-files = The final standings, every game (PDN) and the FIDE report file (TRF) are attached.
tournament-cancelled = { $director } called off { $name }.
tournament-cancelled-too-few = { $name } could not start: { $count ->
        [one] one player came
       *[other] { $count } players came
    }, and it needs { $need }.
tournament-thread-name = { $name } · { $round } · { $white } – { $black }
tournament-arena-thread-name = { $name } · { $white } – { $black }
tournament-not-paired = No round of { $name } has been paired yet.
tournament-need-director = Only members who may manage the server, or have the tournament role, can create or run tournaments.
tournament-only-director = Only { $director }, who created { $name }, or a member who may manage the server can do that.
tournament-none-here = There is no tournament in this channel. { $create } creates one.
tournament-one-per-channel = This channel already has a tournament: { $name }. Play it out or cancel it first.
tournament-already-in = You are already in { $name }.
tournament-not-in = You are not in { $name }.
tournament-closed = { $name } is a round robin under way: it takes no new players.
tournament-too-few = { $name } needs at least { $need } players to start; it has { $count }.
tournament-started-already = { $name } has already started.
tournament-over = { $name } is over.
tournament-round-past = { $name } has no round { $round }: it has { $total }.
tournament-bad-format = “{ $given }” is not a tournament format: say swiss, roundrobin, double or arena.
tournament-bad-rounds = A Swiss has from 1 to 30 rounds, not { $given }.
tournament-bad-duration = An arena lasts from 5 minutes to 24 hours, not { $given }.
tournament-bad-action = Say what to do: { $prefix }tournament create, join, leave, start, standings, pairings or cancel.
tournament-bad-option = I cannot read “{ $given }” here. Example: { $prefix }tournament create swiss rounds:5 time:10m start:30m
tournament-no-abort = This is a tournament game: it cannot be aborted. Resign if you must stop.
tournament-in-server = Tournaments are run in a server's channels.
settings-tournament-role = Members with { $role } may also create and run tournaments.
cmd-settings-tournament_role = Members with this role may create and run tournaments
cmd-option-name-tournament_role = tournament_role
tournament-bad-tiebreaks = “{ $given }” is not a tie-break: use bh, bh-c1, sb, wins or de, separated by commas.
cmd-tournament-tiebreaks = Tie-breaks in order, like bh-c1,bh,sb,wins (default: the format's own)
cmd-option-name-tiebreaks = tiebreaks
tournament-standings-more = … and { $count ->
        [one] one more player
       *[other] { $count } more players
    } in the picture.

## Puzzles (issue 32)
puzzle-start = Damero puzzles: { $variant }, { $count ->
        [one] one puzzle
       *[other] { $count } puzzles
    }. Type your moves; { $help } says what else you can type, { $quit } leaves.
puzzle-help = Type your move as the board numbers it ({ $example }), or { $board } to see the board again, { $moves } for your legal moves, { $skip } for the solution (not rated), { $quit } to leave.
puzzle-moves = Your legal moves: { $moves }.
puzzle-skipped = Skipped, not rated. The solution: { $line }.
puzzle-out-unwritable = I cannot write to { $folder } ({ $reason ->
        [denied] permission denied
        [not-folder] it is not a folder
        [read-only] the disk is read-only
       *[other] an error
    }), so the puzzles go on without board pictures.
puzzle-none = There are no { $variant } puzzles yet.
puzzle-all-done = You have seen every { $variant } puzzle. Well played!
puzzle-intro = Puzzle { $id } · rating { $rating }
puzzle-themes = Themes: { $themes }
puzzle-theme-shot = shot
puzzle-theme-breakthrough = breakthrough to king
puzzle-theme-king-capture = king capture
puzzle-theme-endgame = endgame
puzzle-to-play = { $color ->
        [white] White
       *[black] Black
    } to play and win.
puzzle-right = Right: { $move }.
puzzle-reply = { $color ->
        [white] White
       *[black] Black
    } answers { $move }.
puzzle-forced = Your only move is played for you: { $move }.
puzzle-solved = Solved!
puzzle-wrong = Not that one: { $move } is answered by { $reply }.
puzzle-wrong-ends = Not that one: { $move } does not win.
puzzle-solution = The solution: { $line }.
puzzle-over = This puzzle is over.
puzzle-rating = Your puzzle rating: { $old } → { $new }.
puzzle-streak = { $count ->
        [one] One puzzle solved in a row.
       *[other] { $count } puzzles solved in a row.
    }
puzzle-next = Press Enter for the next puzzle, or type { $quit } to leave.
puzzle-how = Answer with { $answer } followed by your move, as the board numbers it.
puzzle-open = You already have puzzle { $id } open: answer it first, with { $answer } and your move.
puzzle-not-open = You have no puzzle open. { $start } gives you one.
cmd-puzzle = A puzzle for you alone: find the winning line, move by move
cmd-name-puzzle = puzzle
cmd-puzzle-variant = The variant (default: the server's)
cmd-puzzle-move = Your answer to your open puzzle: one move
leaderboard-puzzles-word = puzzles
leaderboard-puzzles-header = Best puzzle solvers of { $variant } on this server:
leaderboard-puzzles-line = { $rank }. { $name } — { $rating } ({ $solved } of { $tried } solved)
leaderboard-puzzles-empty = Nobody on this server has tried a { $variant } puzzle yet.
rating-puzzles = Puzzles: rating { $rating }, { $solved } of { $tried } solved, best streak { $best }.
cmd-leaderboard-puzzles = The best puzzle solvers instead of the best players
cmd-option-name-puzzles = puzzles
daily-word = daily
daily-title = Puzzle of the day ({ $variant }):
daily-yesterday = Yesterday's puzzle { $id }: { $line }.
daily-yesterday-solver = { $name } solved it first.
daily-yesterday-nobody = Nobody solved it.
daily-how = Anyone may answer, once: { $answer } { $daily } followed by all your moves, space separated. The first right answer is announced here.
daily-solved = { $name } solved today's puzzle ({ $id }) first!
daily-none = This server has no puzzle of the day right now.
daily-twice = You have already answered today's puzzle. Come back tomorrow!
daily-wrong = That is not the solution. It is shown with tomorrow's puzzle.
daily-right-first = Right, and you are the first! The channel has been told.
daily-right-after = Right! { $name } was first today.
settings-daily-puzzle = The puzzle of the day is posted in { $channel } at { $hour }:00 UTC.
cmd-settings-puzzle_channel = The channel for the puzzle of the day
cmd-settings-puzzle_hour = The hour of the puzzle of the day (0-23, UTC)
cmd-option-name-puzzle_channel = puzzle_channel
cmd-option-name-puzzle_hour = puzzle_hour
cmd-option-name-daily = daily
cmd-puzzle-daily = The server's puzzle of the day instead of your own

## Permissions (issue 44): Discord's own names for them, as its settings show them
permission-view-channel = View Channels
permission-send-messages = Send Messages
permission-send-messages-in-threads = Send Messages in Threads
permission-embed-links = Embed Links
permission-attach-files = Attach Files
permission-create-public-threads = Create Public Threads
permission-manage-threads = Manage Threads
missing-permission = I need the { $count ->
        [one] permission
       *[other] permissions
    } { $permissions } in this channel to do that; a server manager can grant { $count ->
        [one] it
       *[other] them
    } in the channel's settings.
tournament-blocked = { $name } is waiting: I need the { $count ->
        [one] permission
       *[other] permissions
    } { $permissions } in this channel to open its games' threads, and the round begins by itself once a server manager grants { $count ->
        [one] it
       *[other] them
    }.

## Web pages
settings-web = Web pages for this server: { $state ->
        [on] on
       *[off] off
    }.
cmd-settings-web = Show this server's games, tournaments and players on Damero's web pages
cmd-option-name-web = web
web-game-link = The game's page: { $url }
web-tournament-link = The tournament's page: { $url }
web-tagline = Draughts played on Discord, move by move.
web-live-games = Games being played
web-no-live-games = No game is being played right now.
web-tournaments = Tournaments
web-no-tournaments = No tournament yet.
web-game-title = Game { $id }
web-versus = { $white } against { $black }
web-moves = Moves
web-no-moves = No move yet.
web-step-start = To the start
web-step-back = One move back
web-step-forward = One move forward
web-step-end = To the last move
web-step-keys = The arrow keys step through the moves; Home and End go to the start and the end.
web-download-pdn = Download the game (PDN)
web-review = The engine's review
web-review-alt = White's advantage after each move, as the engine judged it at depth { $depth }, with the mistakes and blunders marked
web-live = Live: new moves appear here by themselves.
web-board-start = { $variant }, the starting position
web-board-after = { $variant }, after { $move }
web-board-alt = { $position }. White: { $white }. Black: { $black }.
web-man-on = { $square }
web-king-on = king { $square }
web-no-pieces = no pieces
web-tournament-status = { $status ->
        [open] Open for entries
        [running] Under way
       *[finished] Finished
    }
web-standings = Standings
web-standings-picture = The standings of { $name }
web-round = Round { $round }
web-bye = { $player }: bye
web-playing = playing
web-playing-move = playing · move { $move }
web-no-standings = Nobody has entered yet.
web-players = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
web-ratings = Ratings
web-rating-chart = { $variant }: the rating over { $count ->
        [one] the last rated game
       *[other] the last { $count } rated games
    }
web-recent-games = Recent games
web-no-games = No game yet.
web-column-game = Game
web-column-white = White
web-column-black = Black
web-column-variant = Variant
web-column-result = Result
web-column-rating = Rating
web-column-record = Won – drawn – lost
web-ongoing = under way
web-not-found-title = Page not found
web-not-found = Nothing is shown here. A game, a tournament or a player appears only once their server has turned the web pages on.
web-home = Damero's start page
web-language = Language
web-footer = Read-only pages of Damero, the draughts referee for Discord.
