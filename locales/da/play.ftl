# Brætter at prøve og spillesiderne: knapperne, som scriptet føjer til hvert
# brætdiagram, og spillesiden for hver variant. Scriptet får ordene fra bygningen.

figure-try = Prøv denne stilling
figure-permalink = Link til denne figur
# Foran stillingen i webstedets notation: en kode, som programmet læser, den samme på alle sprog
# (`1:4,7 2:6 turn:1`), og derfor med engelske nøgleord.
figure-notation = Stillingen som kode (ens på alle sprog og derfor på engelsk: turn = tur, off = båret af):
figure-copy = Kopiér
figure-copy-label = Kopiér stillingen som kode
figure-copied = Stillingen er kopieret.
figure-play = Spil videre fra denne stilling

try-label = Prøv selv på brættet
try-throw-label = Kast:
try-throw-value = Kast { $throw }
try-throw-random = Kast tilfældigt
try-moves-label = Tilladte træk:
try-moves-group = Tilladte træk
try-move = Træk: { $move }
try-choose = Vælg et kast eller kast tilfældigt for at se de tilladte træk.
try-undo = Fortryd
try-reset = Start forfra
replay-back = Et trin tilbage
replay-forward = Et trin frem
replay-step = Trin { $step } af { $count }.
replay-start = Startstillingen.

why-label = Hvorfor kan de andre brikker ikke flytte?
why-piece = Felt { $square }: { $reason }
why-hand = En ventende brik: { $reason }
why-none = Alle dine brikker, der stadig er i spil, kan flytte med dette kast.
why-no-piece = Du har ingen brik på det felt.
why-no-move = Ingen af dine brikker kan flytte med dette kast.
why-forced = Reglerne kræver et andet træk.
why-enter-throw = Den kan kun sættes ind med et kast på { $throws }.
why-past-end = Brikken kan kun bæres af med et nøjagtigt kast, og dette kast er for stort.
why-must-stop = Brikken ville gå forbi felt { $square }, som skal nås med et nøjagtigt kast.
why-not-all-home = Ingen brik må bæres af, så længe en af dine brikker står før felt { $square }.
why-off-throw = Kastet ville føre brikken forbi vejens sidste felt, men herfra kan den ikke bæres af med det kast.
why-only-off = Herfra kan brikken kun flytte ved at blive båret af, og dette kast bærer den ikke af.
why-blocked = Brikken kan ikke springe over en blokade af modstanderens brikker.
why-water-taken = Trækket ville sende en brik i Vandets hus, som allerede er optaget.
why-own-piece = En af dine egne brikker står allerede på det felt, brikken ville lande på.
why-protected = Modstanderens brik på det felt, brikken ville lande på, er beskyttet.
why-rules = Reglerne i denne variant tillader ikke det træk.
why-game-over = Partiet er slut.

play-title = { $variant }: Spil i browseren
play-description = { $variant }: for to spillere på samme enhed eller for én spiller mod computeren.
play-link = Spil denne variant
print-pack = Udskriv brættet i naturlig størrelse med brikker, du kan klippe ud, og et kort med kastene:
print-pack-a4 = A4 (PDF)
print-pack-letter = amerikansk Letter-format (PDF)
print-pack-or = {" · "}
print-pack-end = .
print-pack-again = På kortet står ↻ ved de kast, der giver et ekstra kast.
play-noscript = Spillet kører i browseren og kræver JavaScript. Uden det kan du stadig læse reglerne og studere diagrammerne.
play-settings = Indstillinger for partiet
play-opponent = Modstander
play-opponent-human = En anden spiller på denne enhed
play-opponent-random = Computeren, der flytter tilfældigt
play-opponent-expectimax = Computeren, der ser ét kast frem
play-opponent-judged = Computeren, der er trænet på det løste spil og ser to kast frem
play-opponent-perfect = Computeren, der altid vælger et af de bedste træk (når du vælger den, hentes nogle få megabyte)
play-new-game = Nyt parti
play-options-pending = Disse indstillinger ændrer reglerne og træder derfor først i kraft i et nyt parti. Start et nyt parti, eller behold det, du spiller nu.
play-keep-game = Behold dette parti
play-throw = Kast
play-computer-thinks = Computeren vælger sit træk.
play-judged-missing = Computeren, der er trænet på det løste spil, findes ikke her til disse regler, så computeren, der ser ét kast frem, spiller i stedet.
play-perfect-missing = Computeren, der altid vælger et af de bedste træk, findes ikke her til disse regler, så computeren, der er trænet på det løste spil, spiller i stedet.
play-record = Partiets forløb
play-record-empty = Ingen kast endnu.
play-share = Del dette parti
# Vises, når partiet er slut: hvorfor siden ikke kan sammenligne det med perfekt spil.
play-review = Partiet sammenlignet med perfekt spil
# $options: yes, hvor varianten har indstillinger (partiet på variantens side er
# spillet med standardindstillingerne), no, hvor den ingen har.
play-review-none = En gennemgang af dette parti træk for træk kræver en tabel over hver stillings værdi ved perfekt spil, og for disse regler er tabellen for stor til at blive sendt til din browser. { $options ->
    [yes] Siden om denne variant gennemgår på den måde et parti, der er spillet med standardindstillingerne.
   *[no] Siden om denne variant gennemgår et parti på den måde.
}
# Hvor siden har computeren, der er trænet på det løste spil: en gennemgang efter
# dens skøn. $error: hvor mange procentpoint skønnene i gennemsnit afviger.
play-review-judged = De nøjagtige værdier ved perfekt spil fylder for meget til, at de kan sendes til din browser, så denne gennemgang vurderer partiet efter skønnene fra computeren, der er trænet på det løste spil. Skønnene afviger i gennemsnit med mindre end { $error } procentpoint fra de nøjagtige værdier. Siden om denne variant sammenligner et parti med de nøjagtige værdier ved perfekt spil.
play-review-button = Gennemgå dette parti
# Diagrammet over et parti, der er vurderet efter skønnene. $start og $end er spiller 1’s chancer.
play-review-chart-description = Efter computerens skøn var spiller 1’s chance for at vinde { $start } før første kast og { $end } efter sidste træk. Kurven stiger, når spiller 1’s chancer vokser, og falder, når spiller 2’s chancer vokser. En ring markerer en unøjagtighed, en fejl eller en bommert, og jo større ringen er, desto værre er trækket.
# På spillesiden for regler, hvor spillet ikke er løst (som Senets).
play-review-unsolved = Spillet er ikke løst med disse regler, så partiet kan ikke gennemgås træk for træk.
play-share-text = Dette link indeholder partiet, som det står nu. Den, der åbner linket, fortsætter herfra, så to spillere kan spille på skift ved at sende det frem og tilbage.
play-copy-link = Kopiér linket
play-link-copied = Linket er kopieret.
play-bad-link = Dette link indeholder ikke et parti, der kan fortsættes her, så et nyt parti er startet.
play-score = Point: Spiller 1 har { $first }, spiller 2 har { $second }.
play-board = Brættet

option-name-route = Rute
option-name-pieces = Brikker
option-name-trap = Fælde
option-name-home-row = Øverste række
option-name-starting-throw = Startkast
