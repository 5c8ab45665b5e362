# Bretter zum Ausprobieren und die Spielseiten: die Bedienelemente, die das Skript
# jedem Brettdiagramm hinzufügt, und die Spielseite jeder Variante. Das Skript bekommt
# diese Wörter vom Build, in der Sprache der Seite.

figure-try = Diese Stellung ausprobieren
figure-permalink = Link zu diesem Diagramm
# Vor dem Code der Stellung, den das Spielprogramm liest (in allen Sprachen gleich, daher mit englischen Wörtern: `1:4,7 2:6 turn:1`).
figure-notation = Stellung als Code:
figure-copy = Kopieren
figure-copy-label = Code der Stellung kopieren
figure-copied = Der Code der Stellung wurde kopiert.
figure-play = Von dieser Stellung aus spielen

try-label = Auf dem Brett ausprobieren
try-throw-label = Wurf:
try-throw-value = Eine { $throw } werfen
try-throw-random = Zufällig werfen
try-moves-label = Erlaubte Züge:
try-moves-group = Erlaubte Züge
try-move = Zug: { $move }
try-choose = Wähle einen Wurf oder wirf zufällig, um die erlaubten Züge zu sehen.
try-undo = Zurücknehmen
try-reset = Zurücksetzen
replay-back = Einen Schritt zurück
replay-forward = Einen Schritt weiter
replay-step = Schritt { $step } von { $count }
replay-start = Die Ausgangsstellung.

why-label = Warum können die anderen Spielsteine nicht ziehen?
why-piece = Der Spielstein auf Feld { $square }: { $reason }
why-hand = Ein wartender Spielstein: { $reason }
why-none = Alle deine Spielsteine, die noch im Spiel sind, können mit diesem Wurf ziehen.
why-no-piece = Dort steht kein Spielstein von dir.
why-no-move = Mit diesem Wurf kann keiner deiner Spielsteine ziehen.
why-forced = Die Regeln schreiben einen anderen Zug vor.
why-enter-throw = Er darf nur mit einer { $throws } eingesetzt werden.
why-past-end = Hinausspielen kann er nur mit genauem Wurf, und dieser Wurf ist zu hoch.
why-must-stop = Der Wurf würde ihn über Feld { $square } hinausführen, auf dem jeder Spielstein mit genauem Wurf anhalten muss.
why-not-all-home = Du darfst erst hinausspielen, wenn keiner deiner Spielsteine mehr vor Feld { $square } steht.
why-off-throw = Von diesem Feld aus darf er mit diesem Wurf nicht hinausgespielt werden.
why-only-off = Von diesem Feld aus darf er nur hinausgespielt werden, aber nicht mit diesem Wurf.
why-blocked = Eine Blockade gegnerischer Spielsteine versperrt ihm den Weg.
why-water-taken = Der Zug würde einen Spielstein ins Haus des Wassers schicken, doch dort steht schon einer.
why-own-piece = Auf dem Zielfeld steht schon ein eigener Spielstein.
why-protected = Auf dem Zielfeld steht ein gegnerischer Spielstein, der dort geschützt ist.
why-rules = Die Regeln dieser Variante erlauben diesen Zug nicht.
why-game-over = Die Partie ist zu Ende.

# Die Spielseite einer Variante. Neben { $variant } stehen alle Formen des Namens aus
# rules.ftl bereit ({ $variant-sentence }, { $variant-von }, { $variant-partie },
# { $variant-titel }); „eine Partie …“ liest sich für jede Variante natürlich, auch für
# „eine Partie nach Finkels Standardregeln“.
play-title = Eine Partie { $variant-partie } spielen
play-description = Spiele eine Partie { $variant-partie } direkt im Browser: zu zweit an einem Gerät oder allein gegen den Computer.
play-link = Nach diesen Regeln spielen
print-pack = Das Brett in voller Größe ausdrucken, mit Spielsteinen zum Ausschneiden und einer Karte mit den Würfen:
print-pack-a4 = A4 (PDF)
print-pack-letter = US-Format (PDF)
print-pack-or = {" · "}
print-pack-end = .
print-pack-again = Auf der Karte steht ↻ bei jedem Wurf, der einen Zusatzwurf bringt.
play-noscript = Das Spiel läuft im Browser und braucht JavaScript. Ohne JavaScript kannst du trotzdem die Regeln lesen und die Diagramme studieren.
play-settings = Einstellungen der Partie
play-opponent = Gegner
play-opponent-human = Ein zweiter Spieler an diesem Gerät
play-opponent-random = Der Computer, der zufällig zieht
play-opponent-expectimax = Der Computer, der einen Wurf weit vorausdenkt
play-opponent-judged = Der Computer, der anhand des gelösten Spiels trainiert wurde und zwei Würfe weit vorausdenkt
play-opponent-perfect = Der Computer, der immer einen der besten Züge wählt (nur bei manchen Einstellungen; wenn du ihn auswählst, werden einige Megabyte heruntergeladen)
play-new-game = Neue Partie
play-options-pending = Diese Einstellungen ändern die Regeln und gelten deshalb erst in einer neuen Partie. Beginne eine neue Partie oder spiele diese weiter.
play-keep-game = Diese Partie behalten
play-throw = Werfen
play-computer-thinks = Der Computer wählt seinen Zug.
play-judged-missing = Der anhand des gelösten Spiels trainierte Computer steht hier für diese Regeln nicht zur Verfügung. Deshalb spielt stattdessen der Computer, der einen Wurf weit vorausdenkt.
play-perfect-missing = Der Computer, der immer einen der besten Züge wählt, steht hier für diese Regeln nicht zur Verfügung. Deshalb spielt stattdessen der anhand des gelösten Spiels trainierte Computer.
play-record = Partieverlauf
play-record-empty = Noch kein Wurf.
play-share = Diese Partie teilen
# Erscheint am Ende einer Partie: warum die Seite sie nicht mit dem besten Spiel vergleichen kann.
play-review = Vergleich mit dem besten Spiel
# $options: yes, wo die Variante Einstellungen hat (die Partie auf ihrer Seite ist mit den
# Standardeinstellungen gespielt), no, wo sie keine hat.
play-review-none = Um diese Partie Zug für Zug auszuwerten, braucht man den Wert jeder Stellung bei bestem Spiel, und die Tabelle dieser Werte ist für diese Regeln zu groß, um sie an deinen Browser zu schicken. Auf der Seite, die diese Variante beschreibt, findest du eine so ausgewertete Partie{ $options ->
    [yes] , gespielt mit den Standardeinstellungen.
   *[no] .
}
# Wo die Seite den anhand des gelösten Spiels trainierten Computer hat: die Auswertung, die sie
# stattdessen anbietet, nach dessen Schätzungen. $error: wie weit seine Schätzungen im
# Durchschnitt danebenliegen, in Prozentpunkten (etwa 0.5).
play-review-judged = Die Tabelle der exakten Werte bei bestem Spiel ist zu groß, um sie an deinen Browser zu schicken. Deshalb werden die Züge dieser Partie nach den Schätzungen des Computers bewertet, der anhand des gelösten Spiels trainiert wurde. Im Durchschnitt weichen diese Schätzungen um weniger als { $error ->
    [one] { $error } Prozentpunkt
   *[other] { $error } Prozentpunkte
} vom exakten Wert ab. Auf der Seite, die diese Variante beschreibt, findest du eine Partie, deren Züge einzeln mit den exakten Werten bei bestem Spiel verglichen werden.
play-review-button = Diese Partie auswerten
# Die Grafik einer so ausgewerteten Partie. $start und $end sind die Chancen von Spieler 1.
play-review-chart-description = Nach der Schätzung des Computers lag die Gewinnchance von Spieler 1 vor dem ersten Wurf bei { $start } und nach dem letzten Zug bei { $end }. Die Kurve steigt, wenn die Chancen von Spieler 1 wachsen, und fällt, wenn die von Spieler 2 wachsen; ein Kreis markiert eine Ungenauigkeit, einen Fehler oder einen Patzer, und je größer der Kreis, desto schlimmer der Zug.
# Auf der Spielseite von Regeln, für die das beste Spiel nicht berechnet wurde (etwa die von Senet).
play-review-unsolved = Für diese Regeln wurde das beste Spiel nicht berechnet; deshalb lässt sich diese Partie nicht Zug für Zug mit dem besten Spiel vergleichen.
play-share-text = Dieser Link enthält die Partie, wie sie gerade steht. Wer ihn öffnet, spielt von hier aus weiter. So können zwei Spieler abwechselnd ziehen, indem sie sich den Link hin- und herschicken.
play-copy-link = Link kopieren
play-link-copied = Der Link wurde kopiert.
play-bad-link = Dieser Link enthält keine Partie, die diese Seite fortsetzen kann. Deshalb beginnt eine neue Partie.
play-score = Punktestand: { $first } zu { $second }.
play-board = Spielbrett

option-name-route = Laufweg
option-name-pieces = Spielsteine
option-name-trap = Falle
option-name-home-row = Regel der oberen Reihe
option-name-starting-throw = Startwurf
