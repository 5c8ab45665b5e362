# Brætter at prøve og spillesiderne: knapperne, som scriptet føjer til hvert
# brætdiagram, og spillesiden for hver variant. Scriptet får ordene fra bygningen.

figure-permalink = Link til denne figur
figure-notation = Stilling:
figure-copy = Kopiér
figure-copy-label = Kopiér stillingen i notation
figure-copied = Stillingen er kopieret.
figure-play = Spil videre fra denne stilling

try-label = Prøv selv på brættet
try-throw-label = Kast:
try-throw-value = Kast { $throw }
try-throw-random = Kast tilfældigt
try-moves-label = Tilladte træk:
try-move = Flyt { $move }
try-choose = Vælg et kast, eller kast tilfældigt, for at se de tilladte træk.
try-undo = Fortryd
try-reset = Start forfra
replay-back = Et træk tilbage
replay-forward = Et træk frem
replay-step = Træk { $step } af { $count }
replay-start = Startstillingen.

why-label = Hvorfor kan de andre brikker ikke flytte?
why-piece = Brikken på felt { $square }: { $reason }
why-hand = En ventende brik: { $reason }
why-none = Alle brikker, der kan flytte, har et tilladt træk.
why-no-piece = du har ingen brik der.
why-no-move = ingen brik kan flytte med dette kast.
why-forced = reglerne tvinger et andet træk igennem.
why-past-end = kastet ville føre den forbi rutens slutning.
why-own-piece = en af dine egne brikker står allerede, hvor den ville lande.
why-protected = modstanderens brik, hvor den ville lande, er beskyttet der.
why-rules = reglerne i denne variant tillader ikke det træk.
why-game-over = partiet er slut.

play-title = Spil { $variant }
play-description = Spil { $variant } her i browseren: to spillere på samme enhed, eller mod computeren.
play-link = Spil denne variant
play-noscript = Spillet kører i browseren og kræver JavaScript. Uden det kan du stadig læse reglerne og studere diagrammerne.
play-settings = Indstillinger for partiet
play-opponent = Modstander
play-opponent-human = En spiller mere på denne enhed
play-opponent-random = Computeren, der flytter tilfældigt
play-opponent-expectimax = Computeren, der tænker et kast frem
play-new-game = Nyt parti
play-throw = Kast
play-computer-thinks = Computeren vælger sit træk.
play-record = Partiets forløb
play-record-empty = Intet kast endnu.
play-share = Del dette parti
play-share-text = Dette link indeholder partiet, som det står nu. Den, der åbner det, fortsætter herfra, så to spillere kan skiftes ved at sende linket frem og tilbage.
play-copy-link = Kopiér linket
play-link-copied = Linket er kopieret.
play-bad-link = Dette link indeholder ikke et parti, siden kan fortsætte, så et nyt parti er begyndt.
play-score = Point: { $first } mod { $second }.
play-board = Brættet

option-name-route = Rute
option-name-pieces = Brikker
option-name-trap = Fælde
option-name-home-row = Hjemmerækken
option-name-starting-throw = Startkast
