# Brett å prøve og spillesidene: knappene skriptet legger til hvert brettdiagram, og
# spillesiden for hver variant. Skriptet får disse ordene fra byggingen, på sidens språk.

figure-try = Prøv denne stillingen
figure-permalink = Lenke til dette diagrammet
figure-notation = Stillingen i notasjon (lik på alle språk):
figure-copy = Kopier
figure-copy-label = Kopier notasjonen for stillingen
figure-copied = Stillingen er kopiert.
figure-play = Spill videre fra denne stillingen

try-label = Prøv selv på brettet
try-throw-label = Kast:
try-throw-value = Kast { $throw }
try-throw-random = Kast tilfeldig
try-moves-label = Lovlige trekk:
try-moves-group = Lovlige trekk
try-move = Trekk: { $move }
try-choose = Velg et kast eller kast tilfeldig for å se de lovlige trekkene.
try-undo = Angre
try-reset = Begynn på nytt
replay-back = Ett steg tilbake
replay-forward = Ett steg frem
replay-step = Steg { $step } av { $count }.
replay-start = Startstillingen.

why-label = Hvorfor kan ikke de andre brikkene flyttes?
why-piece = Brikken på felt { $square }: { $reason }
why-hand = En ventende brikke: { $reason }
why-none = Alle brikkene dine som fortsatt er i spill, kan flyttes med dette kastet.
why-no-piece = Du har ingen brikke på det feltet.
why-no-move = ingen av brikkene dine kan flyttes med dette kastet.
why-forced = reglene tvinger frem et annet trekk.
why-enter-throw = den kan bare settes inn med et kast på { $throws }.
why-past-end = den må føres av med nøyaktig kast, og dette kastet er større enn den trenger.
why-must-stop = hver brikke må nå felt { $square } med nøyaktig kast før den kan gå videre.
why-not-all-home = du kan ikke føre av noen brikke så lenge en av brikkene dine står på et felt før felt { $square }.
why-off-throw = derfra kan den ikke føres av med dette kastet.
why-only-off = derfra kan den bare føres av, og det kan den ikke med dette kastet.
why-blocked = en sperre av motstanderbrikker står i veien.
why-water-taken = trekket ville sendt en brikke til Vannets hus, men der står det allerede en.
why-own-piece = en av dine egne brikker står allerede på feltet brikken ville landet på.
why-protected = motstanderbrikken på feltet den ville landet på, er beskyttet.
why-rules = reglene i denne varianten tillater ikke det trekket.
why-game-over = partiet er slutt.

play-title = { $variant-full }: spill i nettleseren
play-description = { $variant-full } kan spilles her i nettleseren, av to spillere på samme enhet eller av én spiller mot datamaskinen.
play-link = Spill denne varianten
print-pack = Skriv ut brettet i full størrelse, med brikker til å klippe ut og et kort med kastene:
print-pack-a4 = A4 (PDF)
print-pack-letter = US Letter (PDF)
print-pack-or = {" · "}
print-pack-end = .
print-pack-again = På kortet står ↻ ved kast som gir et ekstra kast.
play-noscript = Spillet kjører i nettleseren og trenger JavaScript. Uten det kan du fortsatt lese reglene og studere diagrammene.
play-settings = Innstillinger for partiet
play-opponent = Motstander
play-opponent-human = En annen spiller på denne enheten
play-opponent-random = Datamaskinen som flytter tilfeldig
play-opponent-expectimax = Datamaskinen som ser ett kast fremover
play-opponent-judged = Datamaskinen som er trent på det løste spillet og ser to kast fremover
play-opponent-perfect = Datamaskinen som alltid velger et av de beste trekkene (når du velger den, lastes noen megabyte ned)
play-new-game = Nytt parti
play-options-pending = Disse valgene endrer reglene, så de gjelder først i et nytt parti. Start et nytt parti, eller behold det du spiller nå.
play-keep-game = Behold dette partiet
play-throw = Kast
play-computer-thinks = Datamaskinen velger trekket sitt.
play-judged-missing = Datamaskinen som er trent på det løste spillet, er ikke tilgjengelig her for disse reglene, så datamaskinen som ser ett kast fremover, spiller i stedet.
play-perfect-missing = Datamaskinen som alltid velger et av de beste trekkene, er ikke tilgjengelig her for disse reglene, så datamaskinen som er trent på det løste spillet, spiller i stedet.
play-record = Partiforløp
play-record-empty = Ingen kast ennå.
play-share = Del dette partiet
# Vises når partiet er slutt: hvorfor siden ikke kan måle det mot perfekt spill.
play-review = Partiet målt mot perfekt spill
play-review-none = Å måle dette partiet mot perfekt spill trekk for trekk krever en tabell over verdien av hver eneste stilling ved perfekt spill, og for disse reglene er den tabellen for stor til å sendes til nettleseren din. Siden om disse reglene viser et parti som er målt på den måten{ $options ->
    [yes] , spilt med standardvalgene.
   *[no] .
}
# Der siden har datamaskinen som er trent på det løste spillet: gjennomgangen siden tilbyr
# i stedet, vurdert etter anslagene til den datamaskinen. $error: en øvre grense for hvor mye
# anslagene i gjennomsnitt avviker, i prosentpoeng, en tidel over det største gjennomsnittlige
# avviket for reglene på siden («prosentpoeng» er likt i entall og flertall).
play-review-judged = Tabellen med de nøyaktige verdiene ved perfekt spill er for stor til å sendes til nettleseren din, så denne gjennomgangen vurderer partiet etter anslagene til datamaskinen som er trent på det løste spillet. I gjennomsnitt avviker anslagene med mindre enn { $error } prosentpoeng fra de nøyaktige verdiene. Siden om disse reglene viser et parti som er målt mot perfekt spill.
play-review-button = Gå gjennom partiet
# Diagrammet i en gjennomgang etter disse anslagene. $start og $end er sjansen til spiller 1.
play-review-chart-description = Ifølge anslaget til datamaskinen hadde spiller 1 en vinnersjanse på { $start } før første kast og { $end } etter siste trekk. Kurven stiger når sjansene til spiller 1 øker, og synker når sjansene til spiller 2 øker. En ring markerer en unøyaktighet, en feil eller en grov feil, og jo større ringen er, desto verre er trekket.
# På spillesiden for regler der perfekt spill ikke er regnet ut (som i senet).
play-review-unsolved = For disse reglene er perfekt spill ikke regnet ut, så dette partiet kan ikke måles trekk for trekk.
play-share-text = Denne lenken inneholder partiet slik det står nå. Den som åpner lenken, fortsetter herfra, så to spillere kan bytte på å spille ved å sende den frem og tilbake.
play-copy-link = Kopier lenken
play-link-copied = Lenken er kopiert.
play-bad-link = Denne lenken inneholder ikke et parti som kan fortsettes her, så et nytt parti er startet.
play-score = Poeng: spiller 1 har { $first }, spiller 2 har { $second }.
play-board = Brettet

option-name-route = Rute
option-name-pieces = Brikker
option-name-trap = Felle
option-name-home-row = Regelen om den øverste raden
option-name-starting-throw = Startkast
