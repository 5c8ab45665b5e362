# Bretter zum Ausprobieren und die Spielseiten: die Bedienelemente, die das Skript
# jedem Brettdiagramm hinzufügt, und die Spielseite jeder Variante. Das Skript bekommt
# diese Wörter vom Build, in der Sprache der Seite.

figure-permalink = Link zu dieser Abbildung
figure-notation = Stellung:
figure-copy = Kopieren
figure-copy-label = Die Stellung in Notation kopieren
figure-copied = Die Stellung ist kopiert.
figure-play = Von dieser Stellung aus spielen

try-label = Probier es auf dem Brett aus
try-throw-label = Wurf:
try-throw-value = Eine { $throw } werfen
try-throw-random = Zufällig werfen
try-moves-label = Erlaubte Züge:
try-move = { $move } ziehen
try-choose = Wähle einen Wurf oder wirf zufällig, dann siehst du die erlaubten Züge.
try-undo = Zurücknehmen
try-reset = Von vorn
replay-back = Einen Zug zurück
replay-forward = Einen Zug weiter
replay-step = Zug { $step } von { $count }
replay-start = Die Ausgangsstellung.

why-label = Warum können die anderen Spielsteine nicht ziehen?
why-piece = Der Spielstein auf Feld { $square }: { $reason }
why-hand = Ein wartender Spielstein: { $reason }
why-none = Jeder Spielstein, der ziehen kann, hat einen erlaubten Zug.
why-no-piece = Dort steht kein Spielstein von dir.
why-no-move = Mit diesem Wurf kann kein Spielstein ziehen.
why-forced = Die Regeln erzwingen einen anderen Zug.
why-past-end = Der Wurf würde ihn über das Ende des Laufwegs hinausführen.
why-own-piece = Wo er landen würde, steht schon ein eigener Spielstein.
why-protected = Der gegnerische Spielstein, wo er landen würde, ist dort geschützt.
why-rules = Die Regeln dieser Variante erlauben diesen Zug nicht.
why-game-over = Die Partie ist zu Ende.

play-title = { $variant } spielen
play-description = Spiel { $variant } hier im Browser: zu zweit an einem Gerät oder gegen den Computer.
play-link = Diese Variante spielen
play-noscript = Das Spiel läuft im Browser und braucht JavaScript. Ohne JavaScript kannst du weiterhin die Regeln lesen und die Diagramme ansehen.
play-settings = Einstellungen der Partie
play-opponent = Gegner
play-opponent-human = Ein zweiter Spieler an diesem Gerät
play-opponent-random = Der Computer, der zufällig zieht
play-opponent-expectimax = Der Computer, der einen Wurf vorausdenkt
play-new-game = Neue Partie
play-throw = Werfen
play-computer-thinks = Der Computer wählt seinen Zug.
play-record = Partieverlauf
play-record-empty = Noch kein Wurf.
play-share = Diese Partie teilen
play-share-text = Dieser Link enthält die Partie, wie sie gerade steht. Wer ihn öffnet, spielt von hier aus weiter, so können zwei Spieler abwechselnd ziehen, indem sie sich den Link hin und her schicken.
play-copy-link = Link kopieren
play-link-copied = Der Link ist kopiert.
play-bad-link = Dieser Link enthält keine Partie, die diese Seite fortsetzen kann, deshalb hat eine neue Partie begonnen.
play-score = Punkte: { $first } zu { $second }.
play-board = Das Spielbrett

option-name-route = Laufweg
option-name-pieces = Spielsteine
option-name-trap = Falle
option-name-home-row = Heimreihe
option-name-starting-throw = Startwurf
