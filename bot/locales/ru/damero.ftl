# Русский каталог Damero: всё, что говорит бот. Ходы, поля, имена и команды (/play, !help,
# white, black) не переводятся. Термины: шашки, простая шашка (простая), дамка, бить / взятие,
# «бить обязательно», брать за фук / фук, ничья, сдаться. Обращение к игроку — на «вы».


## Небольшие части, которые вставляются в другие сообщения

list-separator = { ", " }
list-more = и ещё { $count }
# Длинный список, обрезанный: «11-15, 12-16 и ещё 5».
list-with-more = { $items } { $more }
# Игрок и его цвет: «Ana (белые)».
player =
    { $name } ({ $color ->
        [white] белые
       *[black] чёрные
    })

## Варианты: названия и правила

variant-spanish = Испанские шашки
variant-czech = Чешские шашки
variant-turkish = Турецкие шашки (дама)
variant-huff10 = Старинные шашки с фуком (10x10)
variant-huff12 = Старинные шашки с фуком (12x12)
variant-english = Английские шашки
variant-international = Международные шашки
variant-russian = Русские шашки
variant-brazilian = Бразильские шашки
variant-italian = Итальянские шашки
variant-pool = Пул-чекерс
variant-canadian = Канадские шашки
variant-frisian = Фризские шашки
rules-spanish = Доска 8x8, игровые поля — того же цвета, что и угловое поле h1; первыми ходят белые. Простые шашки ходят и бьют на одно поле по диагонали вперёд. Дамка ходит по свободной диагонали на любое число полей. Бить обязательно: нужно взять как можно больше шашек, а при равенстве — как можно больше дамок. Побитые шашки снимаются с доски только после окончания хода (турецкий удар). Ничья: по соглашению, при троекратном повторении позиции, после 40 ходов дамками без взятий и если три дамки не могут за 13 ходов выиграть у одинокой дамки.
rules-czech = Доска 8x8, поле a1 — игровое, у каждого по 12 шашек; первыми ходят белые. Простые шашки ходят и бьют по диагонали вперёд. Дамка ходит на любое число полей. Бить обязательно, и если может бить дамка, то бить должна дамка; в остальном можно выбрать любое взятие, но начатое взятие нужно довести до конца. Ничья: по соглашению; при троекратном повторении позиции; после 25 ходов с каждой стороны без взятий и без ходов простыми.
rules-turkish = Доска 8x8, используются все поля; у каждого по 16 шашек на второй и третьей горизонталях; первыми ходят белые. Простые шашки ходят и бьют на одно поле прямо вперёд или вбок. Дамка ходит и бьёт как ладья, на любое расстояние. Побитые шашки снимаются сразу, а во время взятия нельзя разворачиваться на 180 градусов. Обязательно бить наибольшее число шашек. Шашка, дошедшая до последней горизонтали, становится дамкой, и ход на этом заканчивается. Ничья: по соглашению; при троекратном повторении позиции; сразу, когда остаётся дамка против дамки; после 25 ходов с каждой стороны без взятий и без ходов простыми.
rules-huff10 = Старинная игра на доске 10x10: играют на тёмных полях, первыми ходят чёрные. Простые шашки ходят на одно поле по диагонали вперёд, а бьют вперёд и назад. Дамка ходит на любое число полей. Бить полагается, но можно и не бить, а из нескольких взятий можно выбрать любое. Если соперник не побил или прервал взятие раньше времени, перед своим ходом вы можете взять за фук (снять с доски) одну из провинившихся шашек. Ничья: по соглашению; при троекратном повторении позиции; после 25 ходов с каждой стороны без взятий и без ходов простыми.
rules-huff12 = Старинная игра на доске 12x12: играют на тёмных полях, первыми ходят чёрные. Простые шашки ходят на одно поле по диагонали вперёд, а бьют вперёд и назад. Дамка ходит на любое число полей. Бить полагается, но можно и не бить, а из нескольких взятий можно выбрать любое. Если соперник не побил или прервал взятие раньше времени, перед своим ходом вы можете взять за фук (снять с доски) одну из провинившихся шашек. Ничья: по соглашению; при троекратном повторении позиции; после 25 ходов с каждой стороны без взятий и без ходов простыми.
rules-english = Доска 8x8, поле a1 — игровое; первыми ходят чёрные. Простые шашки ходят и бьют на одно поле по диагонали вперёд; дамки ходят и бьют на одно поле по диагонали в любую сторону. Бить обязательно, можно выбрать любое взятие, но начатое взятие нужно довести до конца. Простая, дошедшая до последней горизонтали, становится дамкой, и ход на этом заканчивается. Ничья: по соглашению; при троекратном повторении позиции; по правилу 40 ходов (40 ходов с каждой стороны без взятий и без ходов простыми).
rules-international = Доска 10x10, у каждого по 20 шашек; первыми ходят белые. Простые шашки ходят по диагонали вперёд, а бьют вперёд и назад. Дамка ходит на любое число полей. Обязательно бить наибольшее число шашек. Простая становится дамкой, только если заканчивает ход на последней горизонтали. Ничья (FMJD): по соглашению; при троекратном повторении позиции; после 25 ходов с каждой стороны только дамками и без взятий; три шашки, в том числе дамка, против одинокой дамки — после 16 ходов с каждой стороны; две шашки или меньше, в том числе дамка, против одинокой дамки — после 5 ходов с каждой стороны.
rules-russian = Доска 8x8, поле a1 — игровое; первыми ходят белые. Простые шашки ходят по диагонали вперёд, а бьют вперёд и назад. Дамка ходит на любое число полей. Бить обязательно, но можно выбрать любое взятие. Простая, дошедшая до последней горизонтали во время взятия, сразу становится дамкой и продолжает бить уже как дамка. Ничья (FMJD-64): по соглашению; при троекратном повторении позиции; после 15 ходов с каждой стороны только дамками и без взятий; три дамки и более против одинокой дамки должны выиграть не позднее своего 15-го хода; две шашки или меньше против одинокой дамки либо три шашки против одинокой дамки на большой дороге — после 5 ходов с каждой стороны; дамки есть у обеих сторон, а соотношение сил не меняется — после 30 ходов (при 4–5 шашках) или 60 ходов (при 6–7 шашках).
rules-brazilian = Правила международных шашек на доске 8x8: простые бьют вперёд и назад, дамка ходит на любое число полей, обязательно бить наибольшее число шашек, а простая становится дамкой, только если заканчивает ход на последней горизонтали. Ничья (FMJD-64, как в русских шашках): по соглашению; при троекратном повторении позиции; после 15 ходов с каждой стороны только дамками и без взятий; три дамки и более против одинокой дамки должны выиграть не позднее своего 15-го хода; две шашки или меньше против одинокой дамки либо три шашки против одинокой дамки на большой дороге — после 5 ходов с каждой стороны; дамки есть у обеих сторон, а соотношение сил не меняется — после 30 ходов (при 4–5 шашках) или 60 ходов (при 6–7 шашках).
rules-italian = Доска 8x8, игровые поля — того же цвета, что и угловое поле h1; первыми ходят белые. Простые шашки ходят и бьют на одно поле по диагонали вперёд и никогда не могут бить дамку. Дамки ходят и бьют на одно поле в любую сторону. Бить обязательно: сначала нужно взять как можно больше шашек; затем — бить дамкой, если можно; затем — взять как можно больше дамок; затем — бить дамки как можно раньше. Ничья: по соглашению; при троекратном повторении позиции; после 40 ходов с каждой стороны только дамками и без взятий.
rules-pool = Доска 8x8, поле a1 — игровое; первыми ходят чёрные. Простые шашки ходят по диагонали вперёд, а бьют вперёд и назад. Дамка ходит на любое число полей. Бить обязательно, но можно выбрать любое взятие. Простая становится дамкой, только если заканчивает ход на последней горизонтали. Ничья: по соглашению; при троекратном повторении позиции; если три дамки не могут за 13 ходов выиграть у одинокой дамки; после 25 ходов с каждой стороны без взятий и без ходов простыми.
rules-canadian = Доска 12x12, у каждого по 30 шашек; первыми ходят белые. Правила международных шашек: простые ходят по диагонали вперёд, а бьют вперёд и назад, дамка ходит на любое число полей, обязательно бить наибольшее число шашек, а простая становится дамкой, только если заканчивает ход на последней горизонтали. Ничья (как в международных шашках): по соглашению; при троекратном повторении позиции; после 25 ходов с каждой стороны только дамками и без взятий; три шашки, в том числе дамка, против одинокой дамки — после 16 ходов с каждой стороны; две шашки или меньше, в том числе дамка, против одинокой дамки — после 5 ходов с каждой стороны.
rules-frisian = Доска 10x10, у каждого по 20 шашек; первыми ходят белые. Простые шашки ходят по диагонали вперёд. Простые и дамки бьют по диагонали, а также прямо по горизонталям и вертикалям, вперёд и назад. Дамка ходит на любое число полей. Обязательно выбирать самое ценное взятие (дамка ценится выше простой, но ниже двух простых); при равной ценности бить должна дамка. Пока у вас есть простые, одна и та же дамка может сделать не больше трёх ходов подряд. Ничья: по соглашению; при троекратном повторении позиции; две дамки против одинокой дамки — после 7 ходов с каждой стороны; дамка против дамки — после 2 ходов с каждой стороны; после 25 ходов с каждой стороны без взятий и без ходов простыми.
# «/rules czech»: название, имя для ввода, краткие правила.
rules-text = { $title } ({ $name }): { $summary }
variants-header = Варианты, в которых я сужу партии:
variants-line = { $name } — { $title }
variants-line-default = { $name } — { $title } (по умолчанию)
variants-footer = Наберите /rules НАЗВАНИЕ, чтобы прочитать краткие правила.

## Партия: начало, ходы, положение

game-begins = Начинается партия ({ $variant }): { $white } против { $black }.
bot-level = Я играю на уровне { $level } из 10.
to-move = Очередь хода: { $player }.
move-played = { $player }: ход { $move }.
move-played-captured =
    { $player }: ход { $move }, { $count ->
        [one] взята { $count } шашка
        [few] взяты { $count } шашки
        [many] взято { $count } шашек
       *[other] взято { $count } шашки
    }.
move-crowned = { $played } Простая становится дамкой на { $square }.
faulty-move = Этот ход был с ошибкой. { $player }: перед своим ходом вы можете взять за фук шашку (поля: { $squares }).
huffed = { $player }: шашка на поле { $square } взята за фук.
board-summary = { $variant }: { $white } против { $black }.
last-move = Последний ход — { $player }: { $move }.
legal-moves = { $player } — возможные ходы: { $moves }.
# Партии с фуком: ходы, которые разрешены, хотя в них не бьют или не добивают до конца.
faulty-moves = Также разрешены, но с ошибкой (тогда соперник сможет взять за фук): { $moves }.
game-over = Здесь игра уже окончена. { $outcome } Новую партию можно начать командой /challenge или /play.

## Как заканчивается партия

outcome-no-pieces =
    { $winner ->
        [white] Победа белых — все чёрные шашки побиты.
       *[black] Победа чёрных — все белые шашки побиты.
    }
outcome-blocked =
    { $winner ->
        [white] Победа белых — чёрные шашки заперты.
       *[black] Победа чёрных — белые шашки заперты.
    }
# Имена игроков: «Партия сдана (Ben). Победитель: Ana.»
outcome-resigned = Партия сдана ({ $loser }). Победитель: { $winner }.
outcome-agreement = Ничья по соглашению.
outcome-repetition = Ничья — позиция повторилась трижды.
outcome-king-moves =
    Ничья — { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } с каждой стороны только дамками и без взятий.
outcome-three-kings =
    Ничья — три дамки не смогли за { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } выиграть у одинокой дамки.
outcome-king-vs-king = Ничья — дамка против дамки.
outcome-king-vs-king-moves =
    Ничья — дамка против дамки, { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } с каждой стороны.
outcome-no-progress =
    Ничья — нет продвижения ({ $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } с каждой стороны без взятий и без ходов простыми).
outcome-forty-moves =
    Ничья по правилу 40 ходов: { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } с каждой стороны без взятий и без ходов простыми.
outcome-two-against-king =
    Ничья — две шашки или меньше против одинокой дамки, { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } с каждой стороны.
outcome-two-kings-against-king =
    Ничья — две дамки против одинокой дамки, { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } с каждой стороны.
outcome-three-against-king =
    Ничья — три шашки против одинокой дамки, { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } с каждой стороны.
outcome-king-long-diagonal =
    Ничья — три шашки против одинокой дамки на большой дороге, { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } с каждой стороны.
outcome-material-unchanged = Ничья — дамки есть у обеих сторон, а соотношение сил не менялось 30 ходов (при 4–5 шашках) или 60 ходов (при 6–7 шашках).

## Вызовы

challenge-posted =
    { $challenger } вызывает { $challenged } на партию ({ $variant }, { $colors }). { $challenged }, примите или отклоните вызов в течение { $minutes ->
        [one] { $minutes } минуты
        [few] { $minutes } минут
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }.
challenge-colors-random = цвета по жребию
challenge-colors-white = { $name } играет белыми
challenge-colors-black = { $name } играет чёрными
challenge-waiting = Здесь уже ждёт ответа вызов: { $challenger } вызывает { $challenged }.
challenge-self = Себя вызвать нельзя — сыграйте со мной через /play.
challenge-none-to-accept = Здесь нет вызова, который можно принять.
challenge-none-to-decline = Здесь нет вызова, который можно отклонить.
challenge-only-accept = Принять этот вызов может только { $name }.
challenge-only-decline = Отклонить этот вызов может только { $name }.
challenge-expired = Срок вызова истёк. Отправьте новый через /challenge.
challenge-declined = { $name } отклоняет вызов.
challenge-withdrawn = { $name } отзывает вызов.
button-accept = Принять
button-decline = Отклонить

## Ничья, сдача, фук, PDN

draw-offered = { $player } предлагает ничью. { $opponent }, чтобы согласиться, введите /draw — или просто играйте дальше.
draw-already-offered = Вы уже предложили ничью; предложение действует до следующего хода.
draw-declined-by-bot = { $bot } отклоняет ничью — играем дальше.
huff-not-this-game = Брать за фук можно только в партиях с фуком (huff10, huff12).
huff-nothing = Брать за фук нечего: последний ход соперника был без ошибки.
huff-which = Укажите, какую шашку взять за фук. Можно: { $squares }.
huff-wrong-square = Шашку на поле { $square } нельзя взять за фук; можно: { $squares }.
pdn-last-game = Последняя партия этого канала в формате PDN.
pdn-so-far = Партия на данный момент в формате PDN.
pdn-none = В этом канале ещё не сыграно ни одной партии.

## Отказы

game-running = Здесь уже идёт партия. Сначала доиграйте её (или сдайтесь) либо играйте в отдельной ветке.
challenge-pending = Здесь уже есть вызов, который ждёт ответа.
no-game = В этом канале нет партии. Начните её через /challenge или /play.
no-challenge = Здесь нет вызова.
not-a-player = Вы не участвуете в этой партии.
not-your-turn = Сейчас не ваш ход — очередь хода: { $player }.
bad-level = «{ $given }» — это не уровень: выберите число от 1 до 10.
bad-color = «{ $given }» — это не цвет: выберите white, black или random.
unknown-variant = Неизвестный вариант «{ $given }»; известные варианты: { $known }.
unknown-variant-near = Неизвестный вариант «{ $given }»; может быть, вы имели в виду { $near }?
restarting = Damero перезапускается; попробуйте ещё раз чуть позже.
failed = Извините, у меня что-то пошло не так, и ничего не изменилось. Попробуйте ещё раз.

## Ходы, которые не принимаются

move-empty = Не могу разобрать ход: ход не указан. Пишите ход так: 11-15, 11x18 или c3-d4.
move-too-long = Не могу разобрать ход: для хода это слишком длинно.
move-bad-square = Не могу разобрать ход: «{ $part }» в «{ $text }» — не поле. Пишите ход так: 11-15, 11x18 или c3-d4.
move-not-a-move = Не могу разобрать «{ $text }» как ход. Пишите ход так: 11-15, 11x18 или c3-d4.
move-one-square = Не могу разобрать ход: в «{ $text }» указано только одно поле, а нужны начальное и конечное, например 11-15.
square-numbers-not-used = { $variant }: поля обозначаются буквой и цифрой, например c3, а не номерами вроде { $number }.
square-number-too-high = { $variant }: поля с номером { $number } нет, поля пронумерованы от 1 до { $max }.
square-not-playing = { $variant }: { $square } — не игровое поле (вертикали a-{ $file }, горизонтали 1-{ $size }, только тёмные поля).
square-off-board = { $variant }: поля { $square } нет на доске (вертикали a-{ $file }, горизонтали 1-{ $size }).
illegal = Ход { $move } недопустим: { $reason }.
ambiguous = Ход { $move } неоднозначен: укажите полный путь, один из этих: { $paths }.
illegal-no-legal-move =
    { $turn ->
        [white] у белых
       *[black] у чёрных
    } нет допустимых ходов
illegal-no-piece = на поле { $square } нет шашки
illegal-not-your-piece =
    шашка на поле { $square } { $owner ->
        [white] белая, а сейчас ход чёрных
       *[black] чёрная, а сейчас ход белых
    }
illegal-wrong-path = этот ход не может пройти таким путём; запишите его так: { $paths }
illegal-must-complete = начатое взятие нужно довести до конца — возможные ходы: { $legal }
illegal-king-must-capture = бить может дамка, значит, бить должна дамка — возможные ходы: { $legal }
illegal-must-take-most =
    бить нужно наибольшее число шашек ({ $count ->
        [one] { $count } шашка
        [few] { $count } шашки
        [many] { $count } шашек
       *[other] { $count } шашки
    }) — возможные ходы: { $legal }
illegal-must-take-value = нужно выбрать самое ценное взятие (дамка ценится выше простой, но ниже двух простых; при равной ценности бьёт дамка) — возможные ходы: { $legal }
illegal-king-must-rest =
    дамка на поле { $square } сделала { $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    } подряд, и, пока у вас есть простые, ей нужно один ход постоять — возможные ходы: { $legal }
illegal-capture-compulsory = бить обязательно — возможные ходы: { $legal }
illegal-piece-cannot-move = шашке на поле { $square } некуда ходить — возможные ходы: { $legal }
illegal-not-there = возможные ходы с поля { $square }: { $moves }
illegal-not-available = в этой позиции такого хода нет

## Текстовые команды (Discord и терминал)

unknown-command = Не знаю команды «{ $command }». Попробуйте { $prefix }help.
challenge-whom = Укажите, кого вызываете: { $prefix }challenge @игрок [вариант] [white|black|random].
challenge-who = Не знаю, кто такой «{ $given }»: упомяните через @ того, кого вызываете.

## Справка

help-discord =
    Damero судит шашечные партии и играет с вами. В одном канале — одна партия (ветка тоже считается каналом).
    /challenge @игрок [вариант] [цвет] или { $prefix }challenge — вызвать кого-нибудь (тот примет или отклонит вызов)
    /play [вариант] [уровень 1-10] [цвет] или { $prefix }play — партия со мной
    /move 11-15 или { $prefix }move, а в свою очередь можно просто написать ход — 11-15, 11x18x25, c3xe5
    /board, /moves, /resign, /draw (предложить или принять ничью), /huff 23 (партии с фуком), /pdn
    /abort (отменить, пока оба не сделали ход), /rating [@игрок], /leaderboard (таблица), /history (история), /replay [партия], /review [партия] (разбор), /pdn [партия]
    /puzzle [вариант] — задача только для вас; отвечайте командой /puzzle move:…
    /rules [вариант], /variants, /help, /settings — те же слова работают и с { $prefix }
help-terminal =
    Когда ваша очередь, введите ход, называя поля так, как они подписаны на доске: { $example }.
    При взятии поля соединяются знаком x.
    { $board } — снова показать доску
    { $moves } — возможные ходы
    { $draw } — предложить или принять ничью
    { $resign } — признать поражение
    { $abort } — отменить партию, пока оба не сделали ход (она не засчитывается никому)
    { $huff } 23 — взять шашку за фук после ошибочного хода (партии с фуком)
    { $pdn } — партия на данный момент
    { $rules } [вариант] — правила
    { $variants } — все варианты
    { $help } — этот список
    { $quit } — закрыть программу (также exit)

## Настройки сервера

settings-show = Настройки этого сервера: язык — { $language }.
settings-changed = Настройки изменены: язык — { $language }.
settings-need-manage = Менять настройки могут только участники с правом «Управлять сервером».
settings-only-in-server = Настройки относятся к серверу; в личных сообщениях их нет.
language-name =
    { $code ->
        [en] английский (en)
        [es] испанский (es)
        [fil] филиппинский (fil)
        [cs] чешский (cs)
        [tr] турецкий (tr)
        [pt] португальский (pt)
        [ru] русский (ru)
       *[it] итальянский (it)
    }

## Терминал (damero play)

terminal-start = Damero в терминале. Картинки доски сохраняются в { $folder }/.
terminal-start-hint = Введите ход ({ $example }) или команду: { $board }, { $moves }, { $draw }, { $resign }, { $pdn }, { $help }, { $quit }.
terminal-start-no-boards = Damero в терминале. Без картинок доски; партия в формате PDN сохраняется в { $folder }/.
terminal-start-unsaved = Damero в терминале. На этот раз ничего не сохраняется: ни картинок доски, ни PDN.
terminal-out-unwritable = Не могу записывать в { $folder } ({ $reason ->
        [denied] нет прав
        [not-folder] это не папка
        [read-only] диск только для чтения
       *[other] произошла ошибка
    }), поэтому партии идут без картинок доски и не сохраняются.
terminal-setup-done = В терминале партия уже настроена; доиграйте её или введите { $quit }.
terminal-chat = «{ $given }» — это не ход и не команда. Попробуйте { $help }.
terminal-not-utf8 = Эту строку не удалось прочитать (это не UTF-8); введите её ещё раз.
terminal-pdn-written = Партия в формате PDN сохранена в { $file }.
terminal-bye = До встречи!
terminal-player-one = Игрок 1
terminal-player-two = Игрок 2
terminal-player = Игрок

## Описания слэш-команд и их параметров (Discord показывает их при выборе команды)

cmd-challenge = Вызвать кого-нибудь на партию в шашки
cmd-challenge-opponent = Кого вы вызываете
cmd-option-variant = Вариант (по умолчанию: spanish)
cmd-option-color = Ваш цвет
cmd-accept = Принять вызов, который ждёт вас здесь
cmd-decline = Отклонить (или отозвать) вызов в этом канале
cmd-play = Сыграть партию со мной
cmd-play-level = Мой уровень, 1-10
cmd-move = Сделать ход, например 11-15 или 11x18x25
cmd-move-move = Ход
cmd-board = Показать доску
cmd-moves = Показать возможные ходы
cmd-resign = Сдать партию
cmd-draw = Предложить ничью или принять предложение соперника
cmd-huff = Взять шашку за фук после ошибочного хода соперника (партии с фуком)
cmd-huff-square = Поле шашки, которую нужно снять
cmd-pdn = Партия в виде файла PDN
cmd-rules = Правила варианта
cmd-rules-variant = Вариант
cmd-variants = Варианты, в которых я сужу партии
cmd-help = Как со мной играть
cmd-settings = Показать или изменить настройки сервера (для изменений нужно право «Управлять сервером»)
cmd-settings-language = Язык всего, что читают в канале
color-white = белые
color-black = чёрные
color-random = случайно

## time (issue 10): time per move, aborts, expired challenges, server settings, threads

time-malformed = «{ $given }» — это не время: напишите число и единицу, например 30s, 10m, 2h или 3d.
time-too-short = «{ $given }» — слишком мало: на ход даётся не меньше 10 секунд (10s).
time-too-long = «{ $given }» — слишком много: на ход даётся не больше 30 дней (30d).
time-days-hours = { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[many] { $days } дней
    } { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
       *[many] { $hours } часов
    }
time-days = { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[many] { $days } дней
    }
time-hours-minutes = { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
       *[many] { $hours } часов
    } { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
       *[many] { $minutes } минут
    }
time-hours = { $hours ->
        [one] { $hours } час
        [few] { $hours } часа
       *[many] { $hours } часов
    }
time-minutes = { $minutes ->
        [one] { $minutes } минута
        [few] { $minutes } минуты
       *[many] { $minutes } минут
    }
time-seconds = { $seconds ->
        [one] { $seconds } секунда
        [few] { $seconds } секунды
       *[many] { $seconds } секунд
    }
time-unlimited = без ограничения
to-move-time = Очередь хода: { $player } — осталось времени: { $time }.
game-lost-on-time = { $loser }: время истекло. Победитель: { $winner }.
game-aborted-never-moved = Партия отменена: { $player } так и не сделал(а) ход. Она не засчитывается никому.
game-aborted-by = { $player } отменил(а) партию. Она не засчитывается никому.
game-aborted = Партия отменена. Она не засчитывается никому.
abort-too-late = Отменить уже нельзя: оба игрока сделали ходы. Можно сдаться или предложить ничью.
challenge-expired-notice = Вызов от { $challenger } для { $challenged } истёк без ответа.
challenge-closed = Вызов от { $challenger } для { $challenged } больше не действует.
challenge-move-time = Время на ход: { $time }.
settings-show-game = Время на ход { $time }; вариант по умолчанию { $variant }; ветка для каждой партии: { $threads ->
        [on] да
       *[off] нет
    }.
thread-name = { $first } — { $second }
thread-opened = У партии своя ветка: { $thread }
cmd-abort = Отменить партию без рейтинга (только пока оба игрока не сделали ход)
cmd-challenge-time = Время на ход, например 30s, 10m, 2h или 3d
cmd-settings-move_time = Время на ход в партиях этого сервера, например 10m, 2h или 1d
cmd-settings-default_variant = Вариант, когда он не указан
cmd-settings-threads = Открывать ветку для каждой партии
## ratings (issue 10): рейтинг, таблица лидеров, история, PDN по номеру, повтор партии

rating-change = { $name } { $rating } ({ $change })
rating-changes = Рейтинг: { $white }, { $black }.
rating-show =
    { $name }, { $variant }: рейтинг { $rating } (отклонение { $deviation }), { $games ->
        [one] { $games } рейтинговая партия
        [few] { $games } рейтинговые партии
        [many] { $games } рейтинговых партий
       *[other] { $games } рейтинговой партии
    } (побед: { $wins }, ничьих: { $draws }, поражений: { $losses }).
rating-provisional = Рейтинг пока предварительный (отклонение больше { $deviation }): ещё несколько партий — и он устоится.
rating-unrated = У игрока { $name } пока нет рейтинговых партий в варианте «{ $variant }».
rating-bot-line = Против { $bot } на уровне { $level }: побед: { $wins }, ничьих: { $draws }, поражений: { $losses }.
rating-never-played = У игрока { $name } ещё нет ни одной законченной партии со мной.
leaderboard-header = Лучшие игроки этого сервера ({ $variant }):
leaderboard-line =
    { $rank }. { $name } — { $rating } ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    })
leaderboard-line-provisional =
    { $rank }. { $name } — { $rating }? ({ $games ->
        [one] { $games } партия
        [few] { $games } партии
        [many] { $games } партий
       *[other] { $games } партии
    })
leaderboard-footer = ? — предварительный рейтинг (отклонение больше { $deviation }: пока мало партий или давно не было игр).
leaderboard-empty = На этом сервере ещё ни у кого нет рейтинговых партий ({ $variant }).
leaderboard-only-in-server = Таблица лидеров своя у каждого сервера: спросите в одном из его каналов.
history-header = Последние партии игрока { $name }:
history-line =
    #{ $id } · { $date } · { $variant } · против { $opponent } · { $result ->
        [win] победа
        [loss] поражение
        [draw] ничья
        [ongoing] идёт
       *[none] без результата
    } { $change }
game-unknown = Партии #{ $id } нет. Номера партий показывает /history.
bad-game-id = «{ $given }» — не номер партии: напишите, например, 42.
user-who = Не знаю, кто такой «{ $given }»: упомяните игрока через @, например @Ana.
pdn-game = Партия #{ $id } в формате PDN.
pdn-game-so-far = Партия #{ $id } на данный момент в формате PDN.
replay-none = В этом канале ещё не закончилась ни одна партия: укажите номер, например /replay game:42.
replay-posted =
    Партия #{ $id }: { $white } против { $black }, { $plies ->
        [one] { $plies } ход
        [few] { $plies } хода
        [many] { $plies } ходов
       *[other] { $plies } хода
    }.
replay-too-large = Партия #{ $id } слишком длинная: GIF не уложится в лимит загрузки Discord.
cmd-rating = Рейтинг игрока, его партии и счёт против меня
cmd-option-user = Чей (по умолчанию: ваш)
cmd-leaderboard = Игроки этого сервера с лучшим рейтингом
cmd-history = Последние 10 партий игрока
cmd-pdn-game = Номер партии (по умолчанию: партия этого канала)
cmd-replay = Партия в виде анимации (GIF)
cmd-replay-game = Номер партии (по умолчанию: последняя законченная в этом канале)
## ops (issue 11)
flood-notice = Вы отправляете команды слишком быстро, поэтому в этом канале я { $seconds ->
        [one] { $seconds } секунду
        [few] { $seconds } секунды
        [many] { $seconds } секунд
       *[other] { $seconds } секунды
    } не буду отвечать на ваши команды. Пожалуйста, помедленнее.
too-long = Это слишком длинно для команды: в команде может быть не больше { $max ->
        [one] { $max } символа
       *[other] { $max } символов
    }.
## review (issue 12, branch engine)
cmd-review = Разбор сыгранной партии: ошибки, грубые ошибки и лучшие ходы
cmd-review-game = Номер партии (по умолчанию: последняя в этом канале)
review-header = Разбор партии { $id }, { $white } против { $black }: { $moves ->
        [one] проверен { $moves } ход
        [few] проверено { $moves } хода
       *[many] проверено { $moves } ходов
    }, глубина { $depth } полуходов.
review-mistake = { $number }{ $dots } { $move } ({ $player }): ошибка ({ $loss }); лучше было { $better }.
review-blunder = { $number }{ $dots } { $move } ({ $player }): грубая ошибка ({ $loss }); лучше было { $better }.
review-clean = В этой партии я не нашёл ни ошибок, ни грубых ошибок.
review-summary = { $player }: { $mistakes ->
        [0] ошибок нет
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
       *[many] { $mistakes } ошибок
    }, { $blunders ->
        [0] грубых ошибок нет
        [one] { $blunders } грубая ошибка
        [few] { $blunders } грубые ошибки
       *[many] { $blunders } грубых ошибок
    }.
review-graph = На графике — перевес белых в шашках после каждого хода (выше средней линии лучше у белых); оранжевые точки отмечают ошибки, красные — грубые ошибки.
review-none = В этом канале ещё не закончилась ни одна партия, разбирать пока нечего.
review-no-such-game = Законченной партии с номером { $id }, которую я мог бы здесь разобрать, нет.
review-not-finished = Партия { $id } ещё идёт; я разбираю партии, когда они закончены.
review-bad-id = «{ $given }» — не номер партии. Напишите { $prefix }review для последней партии здесь или { $prefix }review и номер партии.

## Слова команд
cmd-name-challenge = вызов
cmd-name-accept = принять
cmd-name-decline = отклонить
cmd-name-play = играть
cmd-name-move = ход
cmd-name-board = доска
cmd-name-moves = ходы
cmd-name-resign = сдаться
cmd-name-draw = ничья
cmd-name-huff = фук
cmd-name-pdn = pdn
cmd-name-rules = правила
cmd-name-variants = варианты
cmd-name-help = помощь
cmd-name-settings = настройки
cmd-name-abort = отменить
cmd-name-rating = рейтинг
cmd-name-leaderboard = лидеры
cmd-name-history = история
cmd-name-replay = повтор
cmd-name-review = разбор
cmd-option-name-opponent = соперник
cmd-option-name-variant = вариант
cmd-option-name-color = цвет
cmd-option-name-time = время
cmd-option-name-level = уровень
cmd-option-name-move = ход
cmd-option-name-square = поле
cmd-option-name-game = партия
cmd-option-name-language = язык
cmd-option-name-move_time = время_на_ход
cmd-option-name-default_variant = вариант_по_умолчанию
cmd-option-name-threads = ветки
cmd-option-name-user = игрок
word-quit = выход
word-skip = пропустить
store-unavailable = Хранилище партий сейчас недоступно, поэтому ничего не изменилось. Попробуйте ещё раз через минуту.
## review, for readers (issue 34, branch engine-split): the graph's words, a reviewed file's header
review-graph-moves = ход
review-graph-advantage = перевес белых (шашки)
review-graph-mistake = ошибка
review-graph-blunder = грубая ошибка
review-graph-cut = больше ±{ $men }
review-file-header = { $white } против { $black }: { $moves ->
        [one] проверен { $moves } ход
        [few] проверено { $moves } хода
       *[many] проверено { $moves } ходов
    }, глубина { $depth } полуходов.
## The terminal's own words (issue 35)

terminal-board-key = ○ белая простая   ◎ белая дамка   ● чёрная простая   ◉ чёрная дамка
terminal-variants-footer = Наберите { $rules } НАЗВАНИЕ, чтобы прочитать краткие правила.
terminal-draw-offered = { $player } предлагает ничью. { $opponent }, чтобы согласиться, введите { $draw } — или просто играйте дальше.
terminal-again = Ещё партию? Нажмите Enter, чтобы сыграть, или введите { $quit }, чтобы выйти.
## Tournaments (issue 33)
cmd-tournament = Турниры в этом канале: создать, записаться, выйти, начать, таблица, пары, отменить
cmd-name-tournament = турнир
cmd-tournament-create = Создать турнир в этом канале (право «Управлять сервером» или роль турниров)
cmd-tournament-join = Записаться на турнир этого канала
cmd-tournament-leave = Выйти из турнира этого канала (если он уже идёт, вас больше не ставят в пары)
cmd-tournament-start = Начать турнир этого канала сейчас (только его организатор)
cmd-tournament-standings = Показать турнирную таблицу этого канала
cmd-tournament-pairings = Показать пары тура (по умолчанию: текущий тур)
cmd-tournament-cancel = Отменить турнир этого канала (только его организатор)
cmd-name-tournament-create = создать
cmd-name-tournament-join = записаться
cmd-name-tournament-leave = выйти
cmd-name-tournament-start = начать
cmd-name-tournament-standings = таблица
cmd-name-tournament-pairings = пары
cmd-name-tournament-cancel = отменить
cmd-tournament-format = Швейцарская система, круговой турнир (в один или два круга) или арена
cmd-tournament-rounds = Число туров по швейцарской системе (по умолчанию 5)
cmd-tournament-duration = Длительность арены, например 30m или 1h (по умолчанию 1h)
cmd-tournament-time = Время на ход в партиях турнира, например 1m, 10m или 1d (по умолчанию: как на сервере)
cmd-tournament-start_in = Начать автоматически через это время, например 15m или 2h (по умолчанию: по команде организатора)
cmd-tournament-name = Название турнира
cmd-tournament-round = Тур
cmd-option-name-format = формат
cmd-option-name-rounds = туры
cmd-option-name-duration = длительность
cmd-option-name-start_in = старт_через
cmd-option-name-name = название
cmd-option-name-round = тур
format-swiss = Швейцарская система
format-roundrobin = Круговой турнир
format-double = Круговой турнир в два круга
format-arena = Арена
tournament-format-swiss = швейцарская система, { $rounds ->
        [one] { $rounds } тур
        [few] { $rounds } тура
        [many] { $rounds } туров
       *[other] { $rounds } тура
    }
tournament-format-roundrobin = круговой турнир
tournament-format-double = круговой турнир в два круга
tournament-format-arena = арена на { $minutes ->
        [one] { $minutes } минуту
        [few] { $minutes } минуты
        [many] { $minutes } минут
       *[other] { $minutes } минуты
    }
tournament-default-name = Турнир игрока { $director }
tournament-created = { $director } создаёт { $name }: { $format }, { $variant }, { $time } на ход. Записаться: { $join }.
tournament-starts-in = Начало { $when }.
tournament-starts-by-director = Турнир начнётся, когда его запустит { $director }.
tournament-joined = { $name }: записывается { $player } ({ $count ->
        [one] { $count } участник
        [few] { $count } участника
        [many] { $count } участников
       *[other] { $count } участника
    }).
tournament-joined-late = { $name }: записывается { $player } и попадает в пары начиная с тура { $round }.
tournament-left = { $name }: { $player } снимается с турнира.
tournament-withdrew = { $name }: { $player } выбывает из турнира и больше не попадает в пары.
tournament-begins = { $name } начинается!
tournament-round = Тур { $round } из { $total }:
tournament-arena-games = Новые партии — { $name }:
tournament-board = Доска { $board }: { $white } (белые) – { $black } (чёрные) { $where }
tournament-board-result = Доска { $board }: { $white } – { $black }: { $result }
tournament-bye = { $player } в этом туре не играет и получает очко.
tournament-round-over = Тур { $round } окончен.
tournament-standings-title = { $name }: таблица после тура { $round }
tournament-arena-standings-title = { $name }: таблица
tournament-standings-line = { $rank }. { $player } — { $points }{ $tiebreaks }
tournament-standings-empty = { $name }: пока никто не записался.
tournament-column-rank = #
tournament-column-player = Игрок
tournament-column-points = Очки
tiebreak-bh = Bh
tiebreak-bh-c1 = Bh-1
tiebreak-sb = SB
tiebreak-wins = Поб.
tiebreak-de = ЛВ
tournament-arena-closed = { $name }: время вышло. Новых партий не будет; те, что уже идут, засчитываются.
tournament-finished = { $name }: турнир окончен. Победитель: { $winner }!
tournament-final-files = Во вложении — итоговая таблица, все партии (PDN) и файл отчёта для FIDE (TRF).
tournament-cancelled = { $director } отменил(а) { $name }.
tournament-cancelled-too-few = { $name }: турнир не удалось начать — { $count ->
        [one] записался { $count } игрок
        [few] записались { $count } игрока
        [many] записались { $count } игроков
       *[other] записались { $count } игрока
    }, а нужно { $need }.
tournament-thread-name = { $name } · { $round } · { $white } – { $black }
tournament-arena-thread-name = { $name } · { $white } – { $black }
tournament-not-paired = { $name }: пары ещё не составлены ни для одного тура.
tournament-need-director = Создавать и проводить турниры могут только участники с правом управлять сервером или с ролью турниров.
tournament-only-director = { $name }: это может сделать только организатор ({ $director }) или участник с правом управлять сервером.
tournament-none-here = В этом канале нет турнира. Создать его можно командой { $create }.
tournament-one-per-channel = В этом канале уже есть турнир: { $name }. Сначала доиграйте или отмените его.
tournament-already-in = { $name }: вы уже участвуете.
tournament-not-in = { $name }: вы не участвуете.
tournament-closed = { $name } — круговой турнир, который уже идёт: новых игроков он не принимает.
tournament-too-few = { $name }: для начала нужно не меньше { $need } игроков, а записалось { $count }.
tournament-started-already = { $name }: турнир уже идёт.
tournament-over = { $name }: турнир окончен.
tournament-round-past = { $name }: тура { $round } нет, всего туров: { $total }.
tournament-bad-format = «{ $given }» — не формат турнира: укажите swiss (швейцарская система), roundrobin (круговой), double (в два круга) или arena (арена).
tournament-bad-rounds = По швейцарской системе играют от 1 до 30 туров, а не { $given }.
tournament-bad-duration = Арена длится от 5 минут до 24 часов, а не { $given }.
tournament-bad-action = Укажите действие: { $prefix }tournament create, join, leave, start, standings, pairings или cancel.
tournament-bad-option = Не могу разобрать здесь «{ $given }». Пример: { $prefix }tournament create swiss rounds:5 time:10m start:30m
tournament-no-abort = Это турнирная партия: её нельзя отменить. Если нужно прекратить игру, сдайтесь.
tournament-in-server = Турниры проводятся в каналах сервера.
settings-tournament-role = Участники с ролью { $role } тоже могут создавать и проводить турниры.
cmd-settings-tournament_role = Участники с этой ролью могут создавать и проводить турниры
cmd-option-name-tournament_role = роль_турниров
tournament-bad-tiebreaks = «{ $given }» — не дополнительный показатель: используйте bh, bh-c1, sb, wins или de через запятую.
cmd-tournament-tiebreaks = Дополнительные показатели по порядку, например bh-c1,bh,sb,wins (по умолчанию — для системы)
cmd-option-name-tiebreaks = доп_показатели
tournament-standings-more = … и ещё { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
        [many] { $count } игроков
       *[other] { $count } игрока
    } на картинке.

## Puzzles (issue 32)
puzzle-start = Задачи Damero: { $variant }, { $count ->
        [one] { $count } задача
        [few] { $count } задачи
       *[other] { $count } задач
    }. Вводите ходы; { $help } покажет, что ещё можно ввести, а { $quit } завершит сеанс.
puzzle-help = Введите ход в нотации доски ({ $example }). Кроме того, { $board } покажет доску, { $moves } — ваши возможные ходы, { $skip } — решение (рейтинг не изменится), а { $quit } завершит сеанс.
puzzle-moves = Ваши возможные ходы: { $moves }.
puzzle-skipped = Пропущено, рейтинг не изменился. Решение: { $line }.
puzzle-out-unwritable = Не могу записывать в { $folder } ({ $reason ->
        [denied] нет прав
        [not-folder] это не папка
        [read-only] диск только для чтения
       *[other] произошла ошибка
    }), поэтому задачи идут без картинок доски.
puzzle-none = Задач для варианта «{ $variant }» пока нет.
puzzle-all-done = Вы просмотрели все задачи варианта «{ $variant }». Отлично!
puzzle-intro = Задача { $id } · рейтинг { $rating }
puzzle-themes = Темы: { $themes }
puzzle-theme-shot = удар
puzzle-theme-breakthrough = прорыв в дамки
puzzle-theme-king-capture = взятие дамки
puzzle-theme-endgame = эндшпиль
puzzle-to-play = { $color ->
        [white] Белые начинают и выигрывают.
       *[black] Чёрные начинают и выигрывают.
    }
puzzle-right = Верно: { $move }.
puzzle-reply = { $color ->
        [white] Белые отвечают
       *[black] Чёрные отвечают
    } { $move }.
puzzle-forced = Ваш единственный возможный ход сделан за вас: { $move }.
puzzle-solved = Решено!
puzzle-wrong = Не то: на { $move } следует { $reply }.
puzzle-wrong-ends = Не то: { $move } не выигрывает.
puzzle-solution = Решение: { $line }.
puzzle-over = Эта задача уже закончена.
puzzle-rating = Ваш рейтинг в задачах: { $old } → { $new }.
puzzle-streak = { $count ->
        [one] Подряд решена { $count } задача.
        [few] Подряд решены { $count } задачи.
       *[other] Подряд решено { $count } задач.
    }
puzzle-next = Нажмите Enter, чтобы перейти к следующей задаче, или введите { $quit }, чтобы выйти.
puzzle-how = Отвечайте командой { $answer }, добавив свой ход (в нотации доски).
puzzle-open = У вас уже открыта задача { $id }: сначала ответьте на неё командой { $answer }, добавив свой ход.
puzzle-not-open = У вас нет открытой задачи. { $start } даст вам новую.
cmd-puzzle = Задача только для вас: найдите выигрышное продолжение, ход за ходом
cmd-name-puzzle = задача
cmd-puzzle-variant = Вариант (по умолчанию — вариант сервера)
cmd-puzzle-move = Ваш ответ на открытую задачу: один ход
leaderboard-puzzles-word = задачи
leaderboard-puzzles-header = Лучшие решатели задач на этом сервере (вариант «{ $variant }»):
leaderboard-puzzles-line = { $rank }. { $name } — { $rating } (решено { $solved } из { $tried })
leaderboard-puzzles-empty = На этом сервере ещё никто не пробовал задачи варианта «{ $variant }».
rating-puzzles = Задачи: рейтинг { $rating }, решено { $solved } из { $tried }, лучшая серия { $best }.
cmd-leaderboard-puzzles = Лучшие решатели задач вместо лучших игроков
cmd-option-name-puzzles = задачи
daily-word = дня
daily-title = Задача дня ({ $variant }):
daily-yesterday = Вчерашняя задача { $id }: { $line }.
daily-yesterday-solver = Первое верное решение прислал(а) { $name }.
daily-yesterday-nobody = Её никто не решил.
daily-how = Ответить может каждый, но только один раз: { $answer } { $daily } и все ваши ходы через пробел. Первый верный ответ будет объявлен здесь.
daily-solved = Есть первое верное решение сегодняшней задачи ({ $id }): { $name }!
daily-none = На этом сервере сейчас нет задачи дня.
daily-twice = Вы уже ответили на сегодняшнюю задачу. Приходите завтра!
daily-wrong = Это не решение. Оно будет показано вместе с завтрашней задачей.
daily-right-first = Верно, и ваше решение — первое! Канал уже знает.
daily-right-after = Верно! Первое решение сегодня прислал(а) { $name }.
settings-daily-puzzle = Задача дня публикуется в { $channel } в { $hour }:00 UTC.
cmd-settings-puzzle_channel = Канал для задачи дня
cmd-settings-puzzle_hour = Час публикации задачи дня (0-23, UTC)
cmd-option-name-puzzle_channel = канал_задач
cmd-option-name-puzzle_hour = час_задач
cmd-option-name-daily = задача_дня
cmd-puzzle-daily = Задача дня этого сервера вместо вашей

## Права (issue 44): так их называет сам Discord в настройках
permission-view-channel = Просматривать каналы
permission-send-messages = Отправлять сообщения
permission-send-messages-in-threads = Отправлять сообщения в ветках
permission-embed-links = Встраивать ссылки
permission-attach-files = Прикреплять файлы
permission-create-public-threads = Создавать публичные ветки
permission-manage-threads = Управлять ветками
missing-permission = Для этого { $count ->
        [one] мне нужно право
       *[other] мне нужны права
    } { $permissions } в этом канале; администратор сервера может выдать { $count ->
        [one] его
       *[other] их
    } в настройках канала.
tournament-blocked = { $name } ждёт: чтобы открыть в этом канале ветки для партий, { $count ->
        [one] мне нужно право
       *[other] мне нужны права
    } { $permissions }; тур начнётся сам, как только администратор сервера { $count ->
        [one] его выдаст
       *[other] их выдаст
    }.
