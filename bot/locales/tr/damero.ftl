# Damero'nun Türkçe kataloğu: botun söylediği her cümle.
# Terimler: dama (oyun ve dama olmuş taş), taş (dama olmamış taş), almak / taş almak (capture),
# üflemek (huff), berabere / beraberlik (draw), pes etmek (resign), hamle, kare, tahta,
# çeşit (variant). Hitap: "sen". Türkçede sayıdan sonra isim tekil kalır ("3 taş"), bu yüzden
# çoğul seçicisi gerekmez. Değişkenlere ek getirilmez: ek, ardından gelen bir isme eklenir
# ("{ $square } karesindeki taş") ya da cümle iki nokta ile kurulur.


## Başka iletilerin içinde kullanılan küçük parçalar

list-separator = { ", " }
list-more = { $count } tane daha
# Kısaltılmış uzun liste: "11-15, 12-16 ve 5 tane daha".
list-with-more = { $items } ve { $more }
# Oyuncu ve rengi: "Ana (Beyaz)".
player =
    { $name } ({ $color ->
        [white] Beyaz
       *[black] Siyah
    })

## Dama çeşitleri: adlar ve kurallar

variant-spanish = İspanyol daması
variant-czech = Çek daması
variant-turkish = Türk daması
variant-huff10 = Üflemeli eski dama (10x10)
variant-huff12 = Üflemeli eski dama (12x12)
variant-english = İngiliz daması
variant-international = Uluslararası dama
variant-russian = Rus daması
variant-brazilian = Brezilya daması
variant-italian = İtalyan daması
variant-pool = Amerikan pool daması
variant-canadian = Kanada daması
variant-frisian = Friz daması
rules-spanish = 8x8 tahta, h1 köşesi oyun karesidir; ilk hamleyi beyaz yapar. Taşlar çaprazlama bir kare ileri gider ve yalnızca ileriye doğru taş alır. Damalar boş çaprazlarda istediği kadar uzağa gider. Taş almak zorunludur: en çok taşı alan yol seçilmeli, eşitlikte de en çok damayı alan. Alınan taşlar hamlenin sonunda tahtadan kaldırılır. Beraberlik durumları: anlaşma, aynı pozisyonun üç kez tekrarı, taş alınmadan oynanan 40 dama hamlesi ve üç damanın tek bir damayı 13 hamlede yenememesi.
rules-czech = 8x8 tahta, a1 oyun karesidir, her oyuncunun 12 taşı vardır; ilk hamleyi beyaz yapar. Taşlar çaprazlama ileri gider ve ileriye doğru taş alır. Damalar boş çaprazlarda istediği kadar uzağa gider. Taş almak zorunludur; bir dama taş alabiliyorsa almayı dama yapmalıdır. Bunun dışında istenen alma seçilebilir, ama başlanan alma serisi sonuna kadar götürülmelidir. Beraberlik durumları: anlaşma; aynı pozisyonun üç kez tekrarı; iki tarafın da 25 hamle boyunca ne taş alması ne de bir taşını ilerletmesi.
rules-turkish = 8x8 tahta, bütün kareler kullanılır; her oyuncunun 16 taşı ikinci ve üçüncü sıraya dizilir; ilk hamleyi beyaz yapar. Taşlar düz ileriye ya da yana bir kare gider ve bu yönlerde taş alır. Damalar satrançtaki kale gibi istediği kadar uzağa gider ve taş alır. Alınan taşlar hemen tahtadan kaldırılır ve alma sırasında 180 derece geri dönülemez. En çok taşı almak zorunludur. Son sıraya ulaşan taş dama olur ve hamle biter. Beraberlik durumları: anlaşma; aynı pozisyonun üç kez tekrarı; tek damaya karşı tek dama kalması (oyun hemen berabere biter); iki tarafın da 25 hamle boyunca ne taş alması ne de bir taşını ilerletmesi.
rules-huff10 = 10x10 tahtada eski oyun: koyu kareler kullanılır, ilk hamleyi siyah yapar. Taşlar çaprazlama bir kare ileri gider, ileriye ve geriye doğru taş alır. Damalar boş çaprazlarda istediği kadar uzağa gider. Taş alınması beklenir ama zorunlu değildir ve istenen alma seçilebilir. Rakibin alabileceği bir taşı almadıysa ya da alma serisini erken kestiyse, hamleni yapmadan önce kusurlu taşlarından birini üfleyebilirsin (tahtadan kaldırırsın). Beraberlik durumları: anlaşma; aynı pozisyonun üç kez tekrarı; iki tarafın da 25 hamle boyunca ne taş alması ne de bir taşını ilerletmesi.
rules-huff12 = 12x12 tahtada eski oyun: koyu kareler kullanılır, ilk hamleyi siyah yapar. Taşlar çaprazlama bir kare ileri gider, ileriye ve geriye doğru taş alır. Damalar boş çaprazlarda istediği kadar uzağa gider. Taş alınması beklenir ama zorunlu değildir ve istenen alma seçilebilir. Rakibin alabileceği bir taşı almadıysa ya da alma serisini erken kestiyse, hamleni yapmadan önce kusurlu taşlarından birini üfleyebilirsin (tahtadan kaldırırsın). Beraberlik durumları: anlaşma; aynı pozisyonun üç kez tekrarı; iki tarafın da 25 hamle boyunca ne taş alması ne de bir taşını ilerletmesi.
rules-english = 8x8 tahta, a1 oyun karesidir; ilk hamleyi siyah yapar. Taşlar çaprazlama bir kare ileri gider ve ileriye doğru taş alır; damalar çaprazlama her yöne bir kare gider ve taş alır. Taş almak zorunludur, istenen alma seçilebilir ve başlanan seri tamamlanmalıdır. Son sıraya ulaşan taş dama olur ve hamle biter. Beraberlik durumları: anlaşma; aynı pozisyonun üç kez tekrarı; 40 hamle kuralı (iki tarafın da 40 hamle boyunca ne taş alması ne de bir taşını ilerletmesi).
rules-international = 10x10 tahta, her oyuncunun 20 taşı vardır; ilk hamleyi beyaz yapar. Taşlar çaprazlama ileri gider, ileriye ve geriye doğru taş alır. Damalar boş çaprazlarda istediği kadar uzağa gider. En çok taşı almak zorunludur. Bir taş ancak hamlesini son sırada bitirirse dama olur. Beraberlik durumları (FMJD): anlaşma; aynı pozisyonun üç kez tekrarı; iki tarafın da taş almadan yalnızca damalarla 25 hamle oynaması; aralarında dama bulunan üç taşla tek damaya karşı iki tarafın da 16 hamle oynaması; aralarında dama bulunan iki ya da daha az taşla tek damaya karşı iki tarafın da 5 hamle oynaması.
rules-russian = 8x8 tahta, a1 oyun karesidir; ilk hamleyi beyaz yapar. Taşlar çaprazlama ileri gider, ileriye ve geriye doğru taş alır. Damalar boş çaprazlarda istediği kadar uzağa gider. Taş almak zorunludur ama istenen alma seçilebilir. Alma sırasında son sıraya ulaşan taş hemen dama olur ve almaya dama olarak devam eder. Beraberlik durumları (FMJD-64): anlaşma; aynı pozisyonun üç kez tekrarı; iki tarafın da taş almadan yalnızca damalarla 15 hamle oynaması; üç ya da daha fazla damanın tek damayı 15 hamlede yenememesi; iki ya da daha az taşla tek damaya karşı ya da üç taşla uzun çapraza yerleşmiş tek damaya karşı iki tarafın da 5 hamle oynaması; iki tarafın da daması varken materyalin 30 hamle (4 ya da 5 taşla) veya 60 hamle (6 ya da 7 taşla) boyunca değişmemesi.
rules-brazilian = 8x8 tahtada uluslararası kurallar: taşlar ileriye ve geriye doğru taş alır, damalar boş çaprazlarda istediği kadar uzağa gider, en çok taşı almak zorunludur ve bir taş ancak hamlesini son sırada bitirirse dama olur. Beraberlik durumları (FMJD-64, Rus damasındaki gibi): anlaşma; aynı pozisyonun üç kez tekrarı; iki tarafın da taş almadan yalnızca damalarla 15 hamle oynaması; üç ya da daha fazla damanın tek damayı 15 hamlede yenememesi; iki ya da daha az taşla tek damaya karşı ya da üç taşla uzun çapraza yerleşmiş tek damaya karşı iki tarafın da 5 hamle oynaması; iki tarafın da daması varken materyalin 30 hamle (4 ya da 5 taşla) veya 60 hamle (6 ya da 7 taşla) boyunca değişmemesi.
rules-italian = 8x8 tahta, h1 köşesi oyun karesidir; ilk hamleyi beyaz yapar. Taşlar çaprazlama bir kare ileri gider ve ileriye doğru taş alır; damayı ise hiçbir zaman alamaz. Damalar çaprazlama her yöne bir kare gider ve taş alır. Taş almak zorunludur: önce en çok taşı alan yol; sonra mümkünse damayla alan yol; sonra en çok damayı alan yol; sonra damaları en erken alan yol. Beraberlik durumları: anlaşma; aynı pozisyonun üç kez tekrarı; iki tarafın da taş almadan yalnızca damalarla 40 hamle oynaması.
rules-pool = 8x8 tahta, a1 oyun karesidir; ilk hamleyi siyah yapar. Taşlar çaprazlama ileri gider, ileriye ve geriye doğru taş alır. Damalar boş çaprazlarda istediği kadar uzağa gider. Taş almak zorunludur ama istenen alma seçilebilir. Bir taş ancak hamlesini son sırada bitirirse dama olur. Beraberlik durumları: anlaşma; aynı pozisyonun üç kez tekrarı; üç damanın tek bir damayı 13 hamlede yenememesi; iki tarafın da 25 hamle boyunca ne taş alması ne de bir taşını ilerletmesi.
rules-canadian = 12x12 tahta, her oyuncunun 30 taşı vardır; ilk hamleyi beyaz yapar. Uluslararası kurallar: taşlar çaprazlama ileri gider, ileriye ve geriye doğru taş alır, damalar boş çaprazlarda istediği kadar uzağa gider, en çok taşı almak zorunludur ve bir taş ancak hamlesini son sırada bitirirse dama olur. Beraberlik durumları (Uluslararası damadaki gibi): anlaşma; aynı pozisyonun üç kez tekrarı; iki tarafın da taş almadan yalnızca damalarla 25 hamle oynaması; aralarında dama bulunan üç taşla tek damaya karşı iki tarafın da 16 hamle oynaması; aralarında dama bulunan iki ya da daha az taşla tek damaya karşı iki tarafın da 5 hamle oynaması.
rules-frisian = 10x10 tahta, her oyuncunun 20 taşı vardır; ilk hamleyi beyaz yapar. Taşlar çaprazlama ileri gider. Taşlar ve damalar hem çaprazlama hem de sıralar ve sütunlar boyunca düz, ileriye ve geriye doğru taş alır. Damalar boş çaprazlarda istediği kadar uzağa gider. En değerli almayı yapmak zorunludur (dama bir taştan fazla, iki taştan az sayılır); değerler eşitse almayı dama yapmalıdır. Elinde taş olduğu sürece bir dama art arda en fazla üç hamle yapabilir. Beraberlik durumları: anlaşma; aynı pozisyonun üç kez tekrarı; iki damayla tek damaya karşı iki tarafın da 7 hamle oynaması; tek damaya karşı tek damayla iki tarafın da 2 hamle oynaması; iki tarafın da 25 hamle boyunca ne taş alması ne de bir taşını ilerletmesi.
# "/rules czech": başlık, yazılacak ad, özet.
rules-text = { $title } ({ $name }): { $summary }
variants-header = Hakemlik yaptığım dama çeşitleri:
variants-line = { $name } — { $title }
variants-line-default = { $name } — { $title } (varsayılan)
variants-footer = Kısa bir açıklama için /rules ÇEŞİT yaz.

## Oyun: başlangıç, hamleler, durum

game-begins = { $variant } oyunu başlıyor: { $white } - { $black }.
bot-level = Seviyem: { $level } / 10.
to-move = Hamle sırası: { $player }.
move-played = { $player } { $move } oynadı.
move-played-captured = { $player } { $move } oynadı — { $count } taş aldı.
move-crowned = { $played } Taş dama oldu: { $square } karesinde yeni bir dama var.
faulty-move = Bu hamle kusurluydu: { $player } hamle yapmadan önce taş üfleyebilir ({ $squares }).
huffed = { $player }, { $square } karesindeki taşı üfledi.
board-summary = { $variant }: { $white } - { $black }.
last-move = Son hamle: { $move }, oynayan: { $player }.
legal-moves = { $player } için geçerli hamleler: { $moves }.
# Üflemeli oyunlar: taş almayı atlasa ya da yarıda kesse de oynanabilen hamleler.
faulty-moves = Bunlar da oynanabilir ama kusurludur (rakibin ardından üfleyebilir): { $moves }.
game-over = Buradaki oyun bitti: { $outcome } Yeni bir oyuna /challenge ya da /play ile başla.

## Oyun nasıl biter

outcome-no-pieces =
    { $winner ->
        [white] Beyaz kazandı — siyahın bütün taşları alındı.
       *[black] Siyah kazandı — beyazın bütün taşları alındı.
    }
outcome-blocked =
    { $winner ->
        [white] Beyaz kazandı — siyahın oynayacak hamlesi kalmadı.
       *[black] Siyah kazandı — beyazın oynayacak hamlesi kalmadı.
    }
# Oyuncuların adları: "Ben pes etti — Ana kazandı."
outcome-resigned = { $loser } pes etti — { $winner } kazandı.
outcome-agreement = Anlaşmayla berabere.
outcome-repetition = Berabere — aynı pozisyon üç kez tekrarlandı.
outcome-king-moves = Berabere — iki taraf da taş almadan yalnızca damalarla { $count } hamle oynadı.
outcome-three-kings = Berabere — üç dama tek damayı { $count } hamlede yenemedi.
outcome-king-vs-king = Berabere — tek damaya karşı tek dama.
outcome-king-vs-king-moves = Berabere — tek damaya karşı tek damayla iki taraf da { $count } hamle oynadı.
outcome-no-progress = Berabere — ilerleme yok (iki taraf da { $count } hamledir ne taş aldı ne de bir taşını ilerletti).
outcome-forty-moves = Berabere — 40 hamle kuralı: iki taraf da { $count } hamledir ne taş aldı ne de bir taşını ilerletti.
outcome-two-against-king = Berabere — iki ya da daha az taşla tek damaya karşı iki taraf da { $count } hamle oynadı.
outcome-two-kings-against-king = Berabere — iki damayla tek damaya karşı iki taraf da { $count } hamle oynadı.
outcome-three-against-king = Berabere — üç taşla tek damaya karşı iki taraf da { $count } hamle oynadı.
outcome-king-long-diagonal = Berabere — üç taşla uzun çapraza yerleşmiş tek damaya karşı iki taraf da { $count } hamle oynadı.
outcome-material-unchanged = Berabere — iki tarafın da daması var ve 30 hamle (4 ya da 5 taşla) veya 60 hamle (6 ya da 7 taşla) boyunca materyal değişmedi.

## Meydan okumalar

challenge-posted = { $challenger }, { $challenged } adlı oyuncuya { $variant } maçı için meydan okuyor ({ $colors }). { $challenged }: { $minutes } dakika içinde kabul et ya da reddet.
challenge-colors-random = renkler rastgele belirlenecek
challenge-colors-white = { $name } beyazla oynayacak
challenge-colors-black = { $name } siyahla oynayacak
challenge-waiting = Burada zaten bekleyen bir meydan okuma var: { $challenger }, { $challenged } adlı oyuncuya meydan okudu.
challenge-self = Kendine meydan okuyamazsın — benimle oynamak için /play dene.
challenge-none-to-accept = Burada kabul edilecek bir meydan okuma yok.
challenge-none-to-decline = Burada reddedilecek bir meydan okuma yok.
challenge-only-accept = Bu meydan okumayı yalnızca { $name } kabul edebilir.
challenge-only-decline = Bu meydan okumayı yalnızca { $name } reddedebilir.
challenge-expired = Bu meydan okumanın süresi doldu. /challenge ile yenisini gönder.
challenge-declined = { $name } meydan okumayı reddetti.
challenge-withdrawn = { $name } meydan okumayı geri çekti.
button-accept = Kabul et
button-decline = Reddet
# Tahtanın altındaki dokunmatik seçimler (issue 46): yazmak yerine hamle menüsü ve düğmeler.
tap-pick-move = Hamleni seç
tap-pick-piece = Oynatacağın taşı seç
tap-piece-moves = { $count } hamle
tap-piece-chosen = { $square } karesindeki taşın { $count } hamlesi var: birini seç.
tap-draw-offer = Beraberlik teklif et
tap-draw-accept = Beraberliği kabul et
tap-resign = Pes et
tap-resign-sure = Evet, pes ediyorum
tap-resign-ask = { $opponent } ile oynadığın oyunda pes etmek istediğine emin misin? Bu geri alınamaz.
tap-flip = Tahtayı benim tarafımdan göster
tap-huff = Üfle: { $square }
tap-stale = Bu tahta artık güncel değil: oyun ilerledi. En yeni tahtayı kullan.
tap-over = Bu oyun bitti; tahtasında artık oynanamaz.
tap-unknown = Bu düğme ya da menü benim değil, bu yüzden hiçbir şey yapılmadı.
terminal-numbered = Hamleler (hamleyi ya da numarasını yaz): { $moves }
terminal-no-number = Burada { $number } numaralı hamle yok: tahtanın altında listelenen numaralardan birini yaz.

## Beraberlik, pes etme, üfleme, PDN

draw-offered = { $player } beraberlik teklif ediyor. { $opponent }: kabul etmek için /draw yaz ya da oynamaya devam et.
draw-already-offered = Zaten beraberlik teklif ettin; teklifin bir sonraki hamleye kadar geçerli.
draw-declined-by-bot = { $bot } beraberliği kabul etmiyor — devam edelim.
huff-not-this-game = Üfleme yalnızca üflemeli oyunlarda (huff10, huff12) oynanır.
huff-nothing = Üflenecek bir şey yok: rakibinin son hamlesi kusurlu değildi.
huff-which = Hangi taşı üfleyeceğini yaz; üfleyebileceğin kareler: { $squares }.
huff-wrong-square = { $square } karesindeki taş üflenemez; üfleyebileceğin kareler: { $squares }.
pdn-last-game = Buradaki son oyun, PDN olarak.
pdn-so-far = Şu ana kadarki oyun, PDN olarak.
pdn-none = Bu kanalda henüz hiç oyun oynanmadı.

## Geri çevirmeler

game-running = Burada zaten süren bir oyun var. Önce onu bitir (ya da pes et) veya bir alt başlık (thread) kullan.
challenge-pending = Burada zaten yanıt bekleyen bir meydan okuma var.
no-game = Bu kanalda oyun yok. /challenge ya da /play ile bir oyun başlat.
no-challenge = Burada meydan okuma yok.
not-a-player = Bu oyunda oyuncu değilsin.
not-your-turn = Sıra sende değil — hamle sırası: { $player }.
bad-level = '{ $given }' bir seviye değil: 1 ile 10 arasında bir sayı seç.
bad-color = '{ $given }' bir renk değil: white (beyaz), black (siyah) ya da random (rastgele) seç.
unknown-variant = '{ $given }' diye bir dama çeşidi bilmiyorum; bildiğim çeşitler: { $known }.
unknown-variant-near = '{ $given }' diye bir dama çeşidi bilmiyorum; { $near } mi demek istedin?
restarting = Damero yeniden başlatılıyor; lütfen birazdan tekrar dene.
failed = Üzgünüm — benim tarafımda bir şeyler ters gitti ve hiçbir şey değişmedi. Lütfen tekrar dene.

## Geri çevrilen hamleler

move-empty = Bu, okuyabildiğim bir hamle değil: hamle yazılmamış. 11-15, 11x18 ya da c3-d4 gibi bir hamle yaz.
move-too-long = Bu, okuyabildiğim bir hamle değil: bir hamle için fazla uzun.
move-bad-square = Bu, okuyabildiğim bir hamle değil: '{ $text }' içindeki '{ $part }' bir kare değil. 11-15, 11x18 ya da c3-d4 gibi bir hamle yaz.
move-not-a-move = '{ $text }' okuyabildiğim bir hamle değil. 11-15, 11x18 ya da c3-d4 gibi bir hamle yaz.
move-one-square = Bu, okuyabildiğim bir hamle değil: '{ $text }' yalnızca bir kare gösteriyor; hamlenin bir başlangıcı ve bir sonu olmalı, örneğin 11-15.
square-numbers-not-used = { $variant } oyununda kareler { $number } gibi sayılarla değil, c3 gibi harf ve rakamla yazılır.
square-number-too-high = { $variant } oyununda { $number } numaralı kare yok: kareler 1 ile { $max } arasında numaralanır.
square-not-playing = { $square } karesi { $variant } oyununda kullanılmaz (sütunlar a-{ $file }, sıralar 1-{ $size }, yalnızca koyu kareler).
square-off-board = { $variant } tahtasında { $square } diye bir kare yok (sütunlar a-{ $file }, sıralar 1-{ $size }).
illegal = { $move } hamlesi oynanamaz: { $reason }.
ambiguous = { $move } belirsiz: yolun tamamını yaz; şunlardan biri olmalı: { $paths }.
illegal-no-legal-move =
    { $turn ->
        [white] beyazın
       *[black] siyahın
    } oynayabileceği hamle yok
illegal-no-piece = { $square } karesinde taş yok
illegal-not-your-piece =
    { $square } karesindeki taş { $owner ->
        [white] beyazın, sıra ise siyahta
       *[black] siyahın, sıra ise beyazda
    }
illegal-wrong-path = bu hamle o yoldan yapılamaz; şöyle yaz: { $paths }
illegal-must-complete = alma serisi tamamlanmalı — geçerli hamleler: { $legal }
illegal-king-must-capture = bir dama taş alabiliyor, bu yüzden almayı dama yapmalı — geçerli hamleler: { $legal }
illegal-must-take-most = en çok taşı alan yol seçilmeli ({ $count } taş) — geçerli hamleler: { $legal }
illegal-must-take-value = en değerli alma seçilmeli (dama bir taştan fazla, iki taştan az sayılır; değerler eşitse almayı dama yapar) — geçerli hamleler: { $legal }
illegal-king-must-rest = { $square } karesindeki dama art arda { $count } hamle yaptı; elinde taş olduğu sürece bir hamle beklemeli — geçerli hamleler: { $legal }
illegal-capture-compulsory = taş almak zorunlu — geçerli hamleler: { $legal }
illegal-piece-cannot-move = { $square } karesindeki taş oynayamaz — geçerli hamleler: { $legal }
illegal-not-there = { $square } karesinden geçerli hamleler: { $moves }
illegal-not-available = bu hamle bu pozisyonda oynanamaz

## Yazılı komutlar (Discord ve terminal)

unknown-command = '{ $command }' komutunu bilmiyorum. { $prefix }help yazmayı dene.
challenge-whom = Kime meydan okuyacağını yaz: { $prefix }challenge @biri [çeşit] [white|black|random].
challenge-who = '{ $given }' kim, bilmiyorum: meydan okuduğun kişiyi etiketle.

## Yardım

help-discord =
    Damero dama maçlarında hakemlik yapar ve seninle oynar. Her kanalda tek oyun (alt başlık da bir kanaldır).
    /challenge @biri [çeşit] [renk] ya da { $prefix }challenge — birine meydan oku (kabul eder ya da reddeder)
    /play [çeşit] [seviye 1-10] [renk] ya da { $prefix }play — benimle bir oyun
    /move 11-15 ya da { $prefix }move; sıra sendeyken hamleyi doğrudan yazman da yeter — 11-15, 11x18x25, c3xe5
    /board, /moves, /resign, /draw (teklif et ya da kabul et), /huff 23 (üflemeli oyunlar), /pdn
    /abort (iki taraf da oynamadan önce), /rating [@biri], /leaderboard (sıralama), /history (geçmiş), /replay [oyun], /review [oyun] (analiz), /pdn [oyun]
    /puzzle [çeşit] — yalnızca sana bir bulmaca; /puzzle move:… ile cevapla
    /rules [çeşit], /variants, /help, /settings — aynı komutlar { $prefix } ile de çalışır
help-terminal =
    Sıra sendeyken hamleni tahtada yazan kare adlarıyla yaz: { $example }.
    Taş alırken kareler x ile birleştirilir.
    { $board } — tahtayı yeniden göster
    { $moves } — geçerli hamleler
    { $draw } — beraberlik teklif et ya da kabul et
    { $resign } — pes et
    { $abort } — iki taraf da oynamadan önce oyunu iptal et (kimseye sayılmaz)
    { $huff } 23 — kusurlu bir hamleden sonra taş üfle (üflemeli oyunlar)
    { $pdn } — şu ana kadarki oyun
    { $rules } [çeşit] — kurallar
    { $variants } — bütün çeşitler
    { $help } — bu liste
    { $quit } — programı kapat (ya da exit)

## Sunucu ayarları

settings-show = Bu sunucunun ayarları — dil: { $language }.
settings-changed = Ayarlar değişti — dil: { $language }.
settings-need-manage = Ayarları yalnızca Sunucuyu Yönet iznine sahip üyeler değiştirebilir.
settings-only-in-server = Ayarlar sunuculara aittir; özel mesajlarda ayar yoktur.
language-name =
    { $code ->
        [en] İngilizce (en)
        [es] İspanyolca (es)
        [fil] Filipince (fil)
        [cs] Çekçe (cs)
        [tr] Türkçe (tr)
        [pt] Portekizce (pt)
        [ru] Rusça (ru)
       *[it] İtalyanca (it)
    }

## Terminal (damero play)

terminal-start = Terminalde Damero. Tahta resimleri { $folder }/ klasörüne kaydedilir.
terminal-start-hint = Bir hamle yaz ({ $example }) ya da { $board }, { $moves }, { $draw }, { $resign }, { $pdn }, { $help }, { $quit }.
terminal-start-no-boards = Terminalde Damero. Tahta resmi yok; oyunun PDN dosyası { $folder }/ klasörüne kaydedilir.
terminal-start-unsaved = Terminalde Damero. Bu sefer hiçbir şey kaydedilmiyor: ne tahta resmi ne PDN.
terminal-out-unwritable = { $folder } klasörüne yazamıyorum ({ $reason ->
        [denied] izin yok
        [not-folder] bu bir klasör değil
        [read-only] disk salt okunur
       *[other] bir hata oldu
    }); oyunlar tahta resimleri olmadan sürer ve kaydedilmez.
terminal-setup-done = Terminalde oyun zaten kurulu; oyunu bitir ya da { $quit } yaz.
terminal-chat = '{ $given }' ne hamle ne de komut. Komutlar için { $help } yaz.
terminal-not-utf8 = Bu satır okunabilir metin değil (UTF-8 değil); lütfen yeniden yaz.
terminal-pdn-written = Oyun, PDN olarak { $file } dosyasına yazıldı.
terminal-resumed = { $file } dosyasındaki oyuna devam ediyoruz: şimdiye kadar { $count } hamle oynandı.
terminal-resume-missing = Devam edilecek { $file } diye bir dosya yok.
terminal-resume-bad = { $file } dosyasında devam edebileceğim bir oyun yok: Damero'nun okuyabildiği bir PDN dosyası değil.
terminal-resume-over = { $file } dosyasındaki oyun zaten bitti: { $outcome }
terminal-pdn-resume = Sonra devam etmek için: damero play --resume { $file }
terminal-bye = Hoşça kal.
terminal-player-one = Oyuncu 1
terminal-player-two = Oyuncu 2
# Bota karşı oynayan kişinin adı. Cümlelerde üçüncü tekil kişiyle kullanılır ("… oynadı",
# "… pes etti"), bu yüzden "Sen" değil.
terminal-player = Oyuncu

## Eğik çizgi komutlarının ve seçeneklerinin açıklamaları (Discord komut seçicide gösterir)

cmd-challenge = Birine dama maçı için meydan oku
cmd-challenge-opponent = Meydan okuduğun kişi
cmd-option-variant = Dama çeşidi (varsayılan: spanish)
cmd-option-color = Rengin
cmd-accept = Burada seni bekleyen meydan okumayı kabul et
cmd-decline = Buradaki meydan okumayı reddet (ya da geri çek)
cmd-play = Benimle bir oyun oyna
cmd-play-level = Seviyem, 1-10
cmd-move = Hamle yap, örneğin 11-15 ya da 11x18x25
cmd-move-move = Hamle
cmd-board = Tahtayı göster
cmd-moves = Geçerli hamleleri listele
cmd-resign = Pes et
cmd-draw = Beraberlik teklif et ya da rakibinin teklifini kabul et
cmd-huff = Rakibinin kusurlu hamlesinden sonra bir taş üfle (üflemeli oyunlar)
cmd-huff-square = Kaldırılacak taşın karesi
cmd-pdn = Oyunun PDN dosyası
cmd-rules = Bir dama çeşidinin kuralları
cmd-rules-variant = Dama çeşidi
cmd-variants = Hakemlik yaptığım dama çeşitleri
cmd-help = Benimle nasıl oynanır
cmd-settings = Bu sunucunun ayarlarını göster ya da değiştir (değiştirmek için Sunucuyu Yönet izni gerekir)
cmd-settings-language = Kanalda okunan her şeyin dili
color-white = beyaz
color-black = siyah
color-random = rastgele

## time (issue 10): time per move, aborts, expired challenges, server settings, threads

time-malformed = '{ $given }' bir süre değil: 30s, 10m, 2h ya da 3d gibi bir sayı ve birim yaz.
time-too-short = '{ $given }' çok kısa: bir hamle için en az 10 saniye (10s) verilir.
time-too-long = '{ $given }' çok uzun: bir hamle için en fazla 30 gün (30d) verilir.
time-days-hours = { $days } gün { $hours } saat
time-days = { $days } gün
time-hours-minutes = { $hours } saat { $minutes } dakika
time-hours = { $hours } saat
time-minutes = { $minutes } dakika
time-seconds = { $seconds } saniye
time-unlimited = sınırsız
to-move-time = Hamle sırası: { $player } — kalan süre: { $time }.
game-lost-on-time = { $loser } süresini aştı — { $winner } kazandı.
game-aborted-never-moved = Oyun iptal edildi — { $player } hiç hamle yapmadı. Kimseye sayılmaz.
game-aborted-by = { $player } oyunu iptal etti. Kimseye sayılmaz.
game-aborted = Oyun iptal edildi. Kimseye sayılmaz.
abort-too-late = İptal için çok geç: iki oyuncu da hamle yaptı. Pes edebilir ya da berabere teklif edebilirsin.
challenge-expired-notice = { $challenger } adlı oyuncunun { $challenged } adlı oyuncuya daveti yanıtsız kaldı ve süresi doldu.
challenge-closed = { $challenger } adlı oyuncunun { $challenged } adlı oyuncuya daveti artık geçerli değil.
challenge-move-time = Hamle başına süre: { $time }.
settings-show-game = Hamle başına süre { $time }; varsayılan varyant { $variant }; her oyun için bir başlık (thread): { $threads ->
        [on] açık
       *[off] kapalı
    }.
thread-name = { $first } - { $second }
thread-opened = Oyunun kendi başlığı var: { $thread }
cmd-abort = Oyunu puansız iptal et (yalnızca iki oyuncu da hamle yapmadan önce)
cmd-challenge-time = Hamle başına süre: 30s, 10m, 2h ya da 3d gibi
cmd-settings-move_time = Bu sunucunun oyunlarında hamle başına süre: 10m, 2h ya da 1d gibi
cmd-settings-default_variant = Varyant belirtilmediğinde oynanan varyant
cmd-settings-threads = Her oyun için bir başlık aç
## ratings (issue 10): puan, sıralama, geçmiş, numarayla PDN, tekrar izleme

rating-change = { $name } { $rating } ({ $change })
rating-changes = Puanlar: { $white }, { $black }.
rating-show = { $name }, { $variant }: puan { $rating } (sapma { $deviation }), { $games } puanlı oyun: { $wins } galibiyet, { $draws } berabere, { $losses } mağlubiyet.
rating-provisional = Puan henüz geçici (sapma { $deviation } üzerinde): birkaç oyun daha oynanınca oturacak.
rating-unrated = { $name } henüz { $variant } türünde puanlı bir oyun oynamadı.
rating-bot-line = { $bot } karşısında, { $level }. seviye: { $wins } galibiyet, { $draws } berabere, { $losses } mağlubiyet.
rating-never-played = { $name } henüz benimle hiçbir oyunu bitirmedi.
leaderboard-header = Bu sunucunun en iyi { $variant } oyuncuları:
leaderboard-line = { $rank }. { $name } — { $rating } ({ $games } oyun)
leaderboard-line-provisional = { $rank }. { $name } — { $rating }? ({ $games } oyun)
leaderboard-footer = ? = geçici puan (sapma { $deviation } üzerinde: henüz az oyun var ya da son zamanlarda hiç yok).
leaderboard-empty = Bu sunucuda henüz kimsenin puanlı bir { $variant } oyunu yok.
leaderboard-only-in-server = Sıralama her sunucunun kendisine ait: sunucunun kanallarından birinde sorun.
history-header = { $name } adlı oyuncunun son oyunları:
history-line =
    #{ $id } · { $date } · { $variant } · rakip { $opponent } · { $result ->
        [win] kazandı
        [loss] kaybetti
        [draw] berabere
        [ongoing] sürüyor
       *[none] sonuçsuz
    } { $change }
game-unknown = #{ $id } numaralı bir oyun yok. Oyun numaralarını /history gösterir.
bad-game-id = '{ $given }' bir oyun numarası değil: 42 gibi yazın.
user-who = '{ $given }' kim, bilmiyorum: @Ana gibi etiketleyin.
pdn-game = #{ $id } numaralı oyun, PDN olarak.
pdn-game-so-far = #{ $id } numaralı oyunun şimdiye kadarki hâli, PDN olarak.
replay-none = Bu kanalda henüz biten bir oyun yok: /replay game:42 gibi bir numara verin.
replay-posted = #{ $id } numaralı oyun: { $white } - { $black }, { $plies } hamle.
replay-too-large = #{ $id } numaralı oyun, Discord'un yükleme sınırı içinde tek bir GIF'e sığmayacak kadar uzun.
cmd-rating = Bir oyuncunun puanı, oyunları ve bana karşı sonuçları
cmd-option-user = Kimin (varsayılan: sizin)
cmd-leaderboard = Bu sunucunun en yüksek puanlı oyuncuları
cmd-history = Bir oyuncunun son 10 oyunu
cmd-pdn-game = Oyun numarası (varsayılan: bu kanalın oyunu)
cmd-replay = Bir oyunun hareketli resmi (GIF)
cmd-replay-game = Oyun numarası (varsayılan: bu kanalda son biten oyun)
## ops (issue 11)
flood-notice = Komutları çok hızlı gönderiyorsun; bu yüzden bu kanaldaki komutlarını { $seconds ->
        [one] bir saniye
       *[other] { $seconds } saniye
    } boyunca görmezden geleceğim. Lütfen biraz yavaşla.
too-long = Bu bir komut için çok uzun: bir komut en fazla { $max ->
        [one] bir karakter
       *[other] { $max } karakter
    } olabilir.
## review (issue 12, branch engine)
cmd-review = Biten bir oyunu incelerim: hatalar, büyük hatalar ve daha iyi hamleler
cmd-review-game = Oyunun numarası (varsayılan: bu kanaldaki son oyun)
review-header = { $id } numaralı oyunun incelemesi, { $white } - { $black }: { $moves } hamle, { $depth } yarım hamle derinliğinde incelendi.
review-mistake = { $number }{ $dots } { $player } oyuncusunun { $move } hamlesi bir hata ({ $loss }); daha iyisi { $better } idi.
review-blunder = { $number }{ $dots } { $player } oyuncusunun { $move } hamlesi büyük bir hata ({ $loss }); daha iyisi { $better } idi.
review-clean = Bu oyunda ne hata ne de büyük hata buldum.
review-summary = { $player }: { $mistakes ->
        [0] hata yok
       *[other] { $mistakes } hata
    }, { $blunders ->
        [0] büyük hata yok
       *[other] { $blunders } büyük hata
    }.
review-graph = Grafik, her hamleden sonra Beyaz'ın taş cinsinden üstünlüğünü gösteriyor (orta çizginin üstünde Beyaz daha iyi); turuncu noktalar hataları, kırmızı noktalar büyük hataları gösterir.
review-board-legend = Her tahtada turuncu ok oynanan hamleyi, { $better ->
        [blue] mavi
       *[green] yeşil
    } ok daha iyi hamleyi gösterir.
review-none = Bu kanalda henüz biten bir oyun yok, incelenecek bir şey yok.
review-no-such-game = Burada inceleyebileceğim { $id } numaralı bitmiş bir oyun yok.
review-not-finished = { $id } numaralı oyun hâlâ sürüyor; oyunları bittikten sonra incelerim.
review-bad-id = “{ $given }” bir oyun numarası değil. Buradaki son oyun için { $prefix }review, başka bir oyun için { $prefix }review ve oyun numarasını yaz.

## Komut sözcükleri
cmd-name-challenge = davet
cmd-name-accept = kabul
cmd-name-decline = reddet
cmd-name-play = oyna
cmd-name-move = hamle
cmd-name-board = tahta
cmd-name-moves = hamleler
cmd-name-resign = terket
cmd-name-draw = berabere
cmd-name-huff = üfle
cmd-name-pdn = pdn
cmd-name-rules = kurallar
cmd-name-variants = varyantlar
cmd-name-help = yardım
cmd-name-settings = ayarlar
cmd-name-abort = iptal
cmd-name-rating = puan
cmd-name-leaderboard = sıralama
cmd-name-history = geçmiş
cmd-name-replay = tekrar
cmd-name-review = analiz
cmd-option-name-opponent = rakip
cmd-option-name-variant = varyant
cmd-option-name-color = renk
cmd-option-name-time = süre
cmd-option-name-level = seviye
cmd-option-name-move = hamle
cmd-option-name-square = kare
cmd-option-name-game = oyun
cmd-option-name-language = dil
cmd-option-name-move_time = hamle_süresi
cmd-option-name-default_variant = varsayılan_varyant
cmd-option-name-threads = alt_başlıklar
cmd-option-name-user = oyuncu
word-quit = çık
word-skip = geç
store-unavailable = Oyun kayıtlarına şu anda ulaşılamıyor, bu yüzden hiçbir şey değişmedi. Birazdan tekrar dene.
## review, for readers (issue 34, branch engine-split): the graph's words, a reviewed file's header
review-graph-moves = hamle
review-graph-advantage = Beyaz'ın üstünlüğü (taş)
review-graph-mistake = hata
review-graph-blunder = büyük hata
review-graph-cut = ±{ $men } üstü
review-file-header = { $white } - { $black }: { $moves } hamle, { $depth } yarım hamle derinliğinde incelendi.
## The terminal's own words (issue 35)

terminal-board-key = ○ beyaz taş   ◎ beyaz dama   ● siyah taş   ◉ siyah dama
terminal-variants-footer = Kısa bir açıklama için { $rules } ÇEŞİT yaz.
terminal-draw-offered = { $player } beraberlik teklif ediyor. { $opponent }: kabul etmek için { $draw } yaz ya da oynamaya devam et.
terminal-again = Bir oyun daha? Oynamak için Enter'a bas ya da çıkmak için { $quit } yaz.
## Tournaments (issue 33)
cmd-tournament = Bu kanaldaki turnuvalar: oluştur, katıl, ayrıl, başlat, sıralama, eşleşmeler, iptal
cmd-name-tournament = turnuva
cmd-tournament-create = Bu kanalda turnuva oluştur (Sunucuyu Yönet izni ya da turnuva rolü gerekir)
cmd-tournament-join = Bu kanalın turnuvasına katıl
cmd-tournament-leave = Bu kanalın turnuvasından ayrıl (turnuva başladıysa artık eşleştirilmezsin)
cmd-tournament-start = Bu kanalın turnuvasını şimdi başlat (yalnızca turnuva yöneticisi)
cmd-tournament-standings = Bu kanalın turnuva sıralamasını göster
cmd-tournament-pairings = Bir turun eşleşmelerini göster (varsayılan: şu anki tur)
cmd-tournament-cancel = Bu kanalın turnuvasını iptal et (yalnızca turnuva yöneticisi)
cmd-name-tournament-create = oluştur
cmd-name-tournament-join = katıl
cmd-name-tournament-leave = ayrıl
cmd-name-tournament-start = başlat
cmd-name-tournament-standings = sıralama
cmd-name-tournament-pairings = eşleşmeler
cmd-name-tournament-cancel = iptal
cmd-tournament-format = İsviçre sistemi, lig usulü (tek ya da çift devreli) veya arena
cmd-tournament-rounds = İsviçre sisteminde tur sayısı (varsayılan 5)
cmd-tournament-duration = Arenanın süresi: 30m ya da 1h gibi (varsayılan 1h)
cmd-tournament-time = Turnuva oyunlarında hamle başına süre: 1m, 10m ya da 1d gibi (varsayılan: sunucununki)
cmd-tournament-start_in = Bu kadar süre sonra kendiliğinden başlasın: 15m ya da 2h gibi (varsayılan: yönetici başlatınca)
cmd-tournament-name = Turnuvanın adı
cmd-tournament-round = Tur
cmd-option-name-format = biçim
cmd-option-name-rounds = tur_sayısı
cmd-option-name-duration = arena_süresi
cmd-option-name-start_in = başlangıç
cmd-option-name-name = ad
cmd-option-name-round = tur
format-swiss = İsviçre sistemi
format-roundrobin = Lig usulü
format-double = Çift devreli lig usulü
format-arena = Arena
tournament-format-swiss = { $rounds ->
        [one] tek turluk İsviçre sistemi
       *[other] { $rounds } turluk İsviçre sistemi
    }
tournament-format-roundrobin = lig usulü
tournament-format-double = çift devreli lig usulü
tournament-format-arena = { $minutes ->
        [one] bir dakikalık arena
       *[other] { $minutes } dakikalık arena
    }
tournament-default-name = { $director } Turnuvası
tournament-created = { $director } yeni bir turnuva oluşturdu: { $name }. Biçim: { $format }; dama çeşidi: { $variant }; hamle başına süre: { $time }. Katılmak için: { $join }.
tournament-starts-in = Turnuva { $when } başlıyor.
tournament-starts-by-director = Turnuva, { $director } başlattığında başlayacak.
tournament-joined = { $player } turnuvaya katıldı: { $name } ({ $count } oyuncu).
tournament-joined-late = { $player } turnuvaya katıldı: { $name }. { $round }. turdan itibaren eşleştirilecek.
tournament-left = { $player } turnuvadan ayrıldı: { $name }.
tournament-withdrew = { $player } turnuvadan çekildi: { $name }. Artık eşleştirilmeyecek.
tournament-begins = { $name } başlıyor!
tournament-round = Tur { $round } / { $total }:
tournament-arena-games = Yeni oyunlar ({ $name }):
tournament-board = Masa { $board }: { $white } (Beyaz) – { $black } (Siyah) { $where }
tournament-board-result = Masa { $board }: { $white } – { $black }: { $result }
tournament-bye = { $player } bu turda bay geçiyor ve bir puan alıyor.
tournament-round-over = { $round }. tur bitti.
tournament-standings-title = { $name } – { $round }. tur sonunda sıralama
tournament-arena-standings-title = { $name } – sıralama
tournament-standings-line = { $rank }. { $player } — { $points }{ $tiebreaks }
tournament-standings-empty = Henüz kimse katılmadı: { $name }.
tournament-column-rank = #
tournament-column-player = Oyuncu
tournament-column-points = Puan
tiebreak-bh = Bh
tiebreak-bh-c1 = Bh-1
tiebreak-sb = SB
tiebreak-wins = G
tiebreak-de = İkili
tournament-arena-closed = { $name }: süre doldu. Yeni oyun başlamayacak; süren oyunlar yine de sayılır.
tournament-finished = { $name } sona erdi. Kazanan: { $winner }!
tournament-final-files = Son sıralama, tüm oyunlar (PDN) ve FIDE rapor dosyası (TRF) ekte.
tournament-cancelled = { $director } turnuvayı iptal etti: { $name }.
tournament-cancelled-too-few = { $name } başlayamadı: { $count ->
        [one] yalnızca bir oyuncu katıldı
       *[other] yalnızca { $count } oyuncu katıldı
    }, en az { $need } oyuncu gerekiyor.
tournament-thread-name = { $name } · { $round } · { $white } – { $black }
tournament-arena-thread-name = { $name } · { $white } – { $black }
tournament-not-paired = { $name }: henüz hiçbir turun eşleşmeleri yapılmadı.
tournament-need-director = Turnuvaları yalnızca sunucuyu yönetebilen ya da turnuva rolü olan üyeler oluşturup yönetebilir.
tournament-only-director = { $name }: bunu yalnızca turnuvayı oluşturan { $director } ya da sunucuyu yönetebilen bir üye yapabilir.
tournament-none-here = Bu kanalda turnuva yok. { $create } ile bir tane oluşturabilirsin.
tournament-one-per-channel = Bu kanalda zaten bir turnuva var: { $name }. Önce onu bitir ya da iptal et.
tournament-already-in = Zaten bu turnuvadasın: { $name }.
tournament-not-in = Bu turnuvada değilsin: { $name }.
tournament-closed = { $name } şu anda süren bir lig usulü turnuva: yeni oyuncu almıyor.
tournament-too-few = { $name } için en az { $need } oyuncu gerekiyor; şu an { $count } oyuncu var.
tournament-started-already = { $name } zaten başladı.
tournament-over = { $name } sona erdi.
tournament-round-past = { $name }: { $round }. tur yok; turnuva { $total } tur.
tournament-bad-format = “{ $given }” bir turnuva biçimi değil: swiss (İsviçre sistemi), roundrobin (lig usulü), double (çift devreli) ya da arena yaz.
tournament-bad-rounds = İsviçre sisteminde 1 ile 30 arasında tur olur; { $given } olmaz.
tournament-bad-duration = Arena 5 dakika ile 24 saat arasında sürer; { $given } olmaz.
tournament-bad-action = Ne yapılacağını yaz: { $prefix }tournament create, join, leave, start, standings, pairings ya da cancel.
tournament-bad-option = Burada “{ $given }” ifadesini okuyamıyorum. Örnek: { $prefix }tournament create swiss rounds:5 time:10m start:30m
tournament-no-abort = Bu bir turnuva oyunu: iptal edilemez. Bırakman gerekiyorsa pes et.
tournament-in-server = Turnuvalar bir sunucunun kanallarında oynanır.
settings-tournament-role = { $role } rolüne sahip üyeler de turnuva oluşturup yönetebilir.
cmd-settings-tournament_role = Bu role sahip üyeler turnuva oluşturup yönetebilir
cmd-option-name-tournament_role = turnuva_rolü
tournament-bad-tiebreaks = “{ $given }” bir eşitlik bozma ölçütü değil: bh, bh-c1, sb, wins veya de yazın, virgülle ayırarak.
cmd-tournament-tiebreaks = Sırasıyla eşitlik bozma ölçütleri, örneğin bh-c1,bh,sb,wins (varsayılan: biçime göre)
cmd-option-name-tiebreaks = eşitlik_bozma
tournament-standings-more = … ve resimde { $count } oyuncu daha.

## Puzzles (issue 32)
puzzle-start = Damero bulmacaları: { $variant }, { $count } bulmaca. Hamlelerini yaz; başka neler yazabileceğini { $help } gösterir, çıkmak için { $quit } yaz.
puzzle-help = Hamleni tahtadaki numaralarla yaz ({ $example }); tahtayı yeniden görmek için { $board }, geçerli hamlelerin için { $moves }, çözüm için { $skip } (puanın değişmez), çıkmak için { $quit } yaz.
puzzle-moves = Geçerli hamlelerin: { $moves }.
puzzle-skipped = Geçildi, puanın değişmedi. Çözüm: { $line }.
puzzle-out-unwritable = { $folder } klasörüne yazamıyorum ({ $reason ->
        [denied] izin yok
        [not-folder] bu bir klasör değil
        [read-only] disk salt okunur
       *[other] bir hata oldu
    }); bulmacalar tahta resimleri olmadan sürer.
puzzle-none = { $variant } için henüz bulmaca yok.
puzzle-all-done = { $variant } bulmacalarının hepsini gördün. Tebrikler!
puzzle-intro = Bulmaca { $id } · puan { $rating }
puzzle-themes = Temalar: { $themes }
puzzle-theme-shot = kombinezon
puzzle-theme-breakthrough = dama çıkma
puzzle-theme-king-capture = dama alma
puzzle-theme-endgame = oyun sonu
puzzle-to-play = { $color ->
        [white] Beyaz oynar
       *[black] Siyah oynar
    } ve kazanır.
puzzle-right = Doğru: { $move }.
puzzle-reply = { $color ->
        [white] Beyaz
       *[black] Siyah
    } { $move } ile karşılık veriyor.
puzzle-forced = Tek olası hamlen senin yerine oynandı: { $move }.
puzzle-solved = Çözüldü!
puzzle-wrong = O değil: { $move } hamlesine karşı { $reply } gelir.
puzzle-wrong-ends = O değil: { $move } kazandırmaz.
puzzle-solution = Çözüm: { $line }.
puzzle-over = Bu bulmaca bitti.
puzzle-rating = Bulmaca puanın: { $old } → { $new }.
puzzle-streak = Üst üste { $count } bulmaca çözdün.
puzzle-next = Sonraki bulmaca için Enter'a bas ya da çıkmak için { $quit } yaz.
puzzle-how = { $answer } ve ardından hamlenle cevap ver (tahtadaki numaralarla).
puzzle-open = Zaten açık bir bulmacan var ({ $id }): önce onu { $answer } ve hamlenle cevapla.
puzzle-not-open = Açık bir bulmacan yok. { $start } sana bir tane verir.
cmd-puzzle = Yalnızca sana bir bulmaca: kazandıran yolu hamle hamle bul
cmd-name-puzzle = bulmaca
cmd-puzzle-variant = Çeşit (varsayılan: sunucununki)
cmd-puzzle-move = Açık bulmacana cevabın: bir hamle
leaderboard-puzzles-word = bulmacalar
leaderboard-puzzles-header = Bu sunucuda { $variant } bulmacalarında en iyiler:
leaderboard-puzzles-line = { $rank }. { $name } — { $rating } ({ $tried } bulmacadan { $solved } çözüldü)
leaderboard-puzzles-empty = Bu sunucuda henüz kimse { $variant } bulmacası denemedi.
rating-puzzles = Bulmacalar: puan { $rating }, { $tried } bulmacadan { $solved } çözüldü, en uzun seri { $best }.
cmd-leaderboard-puzzles = En iyi oyuncular yerine bulmacalarda en iyiler
cmd-option-name-puzzles = bulmacalar
daily-word = günlük
daily-title = Günün bulmacası ({ $variant }):
daily-yesterday = Dünkü bulmaca { $id }: { $line }.
daily-yesterday-solver = İlk çözen { $name } oldu.
daily-yesterday-nobody = Kimse çözemedi.
daily-how = Herkes bir kez cevap verebilir: { $answer } { $daily } ve ardından tüm hamlelerin, aralarında boşlukla. İlk doğru cevap burada duyurulur.
daily-solved = Bugünkü bulmacayı ({ $id }) ilk { $name } çözdü!
daily-none = Bu sunucuda şu an günün bulmacası yok.
daily-twice = Bugünkü bulmacaya zaten cevap verdin. Yarın yine gel!
daily-wrong = Çözüm bu değil. Çözüm yarınki bulmacayla birlikte gösterilecek.
daily-right-first = Doğru, üstelik ilk sensin! Kanala duyuruldu.
daily-right-after = Doğru! Bugün ilk { $name } çözdü.
settings-daily-puzzle = Günün bulmacası { $channel } kanalında saat { $hour }:00 UTC’de yayımlanır.
cmd-settings-puzzle_channel = Günün bulmacasının kanalı
cmd-settings-puzzle_hour = Günün bulmacasının saati (0-23, UTC)
cmd-option-name-puzzle_channel = bulmaca_kanalı
cmd-option-name-puzzle_hour = bulmaca_saati
cmd-option-name-daily = günlük
cmd-puzzle-daily = Kendi bulmacan yerine sunucunun günün bulmacası

## İzinler (issue 44): Discord'un ayarlarında gösterdiği adlarıyla
permission-view-channel = Kanalları Görüntüle
permission-send-messages = Mesaj Gönder
permission-send-messages-in-threads = Alt Başlıklarda Mesaj Gönder
permission-embed-links = Bağlantı Yerleştir
permission-attach-files = Dosya Ekle
permission-create-public-threads = Herkese Açık Alt Başlıklar Oluştur
permission-manage-threads = Alt Başlıkları Yönet
missing-permission = Bunu yapmam için bu kanalda { $permissions } { $count ->
        [one] iznine
       *[other] izinlerine
    } ihtiyacım var; sunucu yöneticisi { $count ->
        [one] bu izni
       *[other] bu izinleri
    } kanal ayarlarından verebilir.
tournament-blocked = { $name } bekliyor: oyunlarının başlıklarını bu kanalda açmam için { $permissions } { $count ->
        [one] iznine
       *[other] izinlerine
    } ihtiyacım var; sunucu yöneticisi { $count ->
        [one] bu izni
       *[other] bu izinleri
    } verdiği anda tur kendiliğinden başlar.

## Web pages
settings-web = Bu sunucunun web sayfaları: { $state ->
        [on] açık
       *[off] kapalı
    }.
cmd-settings-web = Bu sunucunun oyunlarını, turnuvalarını ve oyuncularını Damero'nun web sayfalarında göster
cmd-option-name-web = web
web-game-link = Oyunun sayfası: { $url }
web-tournament-link = Turnuvanın sayfası: { $url }
web-tagline = Discord'da oynanan dama, hamle hamle.
web-live-games = Süren oyunlar
web-no-live-games = Şu anda oynanan bir oyun yok.
web-tournaments = Turnuvalar
web-no-tournaments = Henüz turnuva yok.
web-game-title = { $id } numaralı oyun
web-versus = { $white } – { $black }
web-moves = Hamleler
web-no-moves = Henüz hamle yok.
web-step-start = Başa
web-step-back = Bir hamle geri
web-step-forward = Bir hamle ileri
web-step-end = Son hamleye
web-step-keys = Ok tuşları hamleler arasında gezer; Home ve End başa ve sona götürür.
web-download-pdn = Oyunu indir (PDN)
web-review = Motorun incelemesi
web-review-alt = Motorun { $depth } derinlikteki değerlendirmesine göre her hamleden sonra beyazın üstünlüğü; hatalar ve büyük hatalar işaretli
web-live = Canlı: yeni hamleler burada kendiliğinden belirir.
web-board-start = { $variant }, başlangıç konumu
web-board-after = { $variant }, { $move } hamlesinden sonra
web-board-alt = { $position }. Beyaz: { $white }. Siyah: { $black }.
web-man-on = { $square }
web-king-on = { $square } karesinde dama
web-no-pieces = taş yok
web-tournament-status = { $status ->
        [open] Kayıtlar açık
        [running] Sürüyor
       *[finished] Bitti
    }
web-standings = Sıralama
web-standings-picture = { $name } sıralaması
web-round = { $round }. tur
web-bye = { $player }: bay
web-playing = oynanıyor
web-playing-move = oynanıyor · { $move }. hamle
web-no-standings = Henüz kimse katılmadı.
web-players = { $count } oyuncu
web-ratings = Puanlar
web-rating-chart = { $variant }: son { $count } puanlı oyundaki puan
web-recent-games = Son oyunlar
web-no-games = Henüz oyun yok.
web-column-game = Oyun
web-column-white = Beyaz
web-column-black = Siyah
web-column-variant = Çeşit
web-column-result = Sonuç
web-column-rating = Puan
web-column-record = Galibiyet – beraberlik – yenilgi
web-ongoing = sürüyor
web-not-found-title = Sayfa bulunamadı
web-not-found = Burada gösterilecek bir şey yok. Bir oyun, turnuva ya da oyuncu ancak sunucusu web sayfalarını açtığında burada görünür.
web-home = Damero ana sayfası
web-language = Dil
web-footer = Discord için dama hakemi Damero'nun salt okunur sayfaları.
