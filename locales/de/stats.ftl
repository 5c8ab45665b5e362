# Statistik aus Partien, die der Computer gegen sich selbst spielt: der Statistikblock
# der Variantenseiten und der Vergleich (src/stats). Die Zahlen kommen fertig
# formatiert; $count ist dieselbe Zahl unformatiert, für die Pluralformen.

stats-intro = { $count ->
    [one] Diese Zahlen stammen aus einer Partie { $variant-partie }, die der Computer gegen sich selbst gespielt hat
   *[other] Diese Zahlen stammen aus { $games } Partien { $variant-partie }, die der Computer gegen sich selbst gespielt hat
}; beide Spieler wählten dabei zufällig unter ihren erlaubten Zügen. Berechnet wurden die Zahlen mit tabula { $version }, dem Programm, das diese Website erzeugt. Der Zufallsgenerator beginnt mit einem festen Startwert ({ $seed }), sodass sich jede Partie genau wiederholen lässt. Ein Durchgang umfasst alle Würfe eines Spielers, bis sein Gegner an der Reihe ist.
stats-policies = In den Tabellen und Grafiken unten tritt der Zufallsspieler außerdem gegen einen „gierigen“ Spieler an, der stets den unmittelbaren Vorteil sucht: Er spielt einen Spielstein hinaus, wenn er kann; sonst landet er, wenn möglich, auf einem gegnerischen Spielstein{ $extra ->
    [landing] , sonst macht er einen Zug, der ihm einen Zusatzwurf bringt, falls es einen gibt, und sonst zieht er zufällig.
   *[none] , und sonst zieht er zufällig.
} Beide treten auch gegen den vorausschauenden Spieler an: Das ist der Computer der Spielseiten, der einen Wurf weit vorausdenkt; er wägt jeden Zug mit Blick auf jeden Wurf ab, der als Nächstes fallen kann. Weil seine Partien mehr Rechenzeit brauchen, umfasst jede Paarung mit ihm { $games } Partien.
stats-pairing = { $first ->
    [greedy] { $place ->
        [list] gieriger Spieler
       *[table] Gieriger Spieler
    }
    [lookahead] { $place ->
        [list] vorausschauender Spieler
       *[table] Vorausschauender Spieler
    }
   *[random] { $place ->
        [list] Zufallsspieler
       *[table] Zufallsspieler
    }
} gegen { $second ->
    [greedy] gierigen Spieler
    [lookahead] vorausschauenden Spieler
   *[random] Zufallsspieler
}

stats-throws-caption = { $variant-titel }: die Würfe, ihre genauen Wahrscheinlichkeiten und wie oft sie fielen
stats-throws-seen = In diesen Partien

stats-figures-caption = { $variant-titel } in Zahlen
stats-figure = Kennzahl
stats-value = Wert
stats-throws-per-turn = Würfe pro Durchgang
stats-throws-per-turn-value = { $kind ->
    [single] Immer einer: Kein Wurf und kein Zug bringt einen Zusatzwurf
    [measured] In diesen Partien im Schnitt { $measured }
    [whole] Nach den Wahrscheinlichkeiten der Würfe im Schnitt { $exact }; in diesen Partien: { $measured }
   *[fraction] Nach den Wahrscheinlichkeiten der Würfe im Schnitt { $exact } (genau { $fraction }); in diesen Partien: { $measured }
}
stats-first-player = Von Spieler 1 gewonnene Partien
stats-rate-interval = { $rate } (95-%-Konfidenzintervall: { $low } bis { $high })
stats-draws = Unentschieden
stats-length-turns = Partielänge in Durchgängen
stats-length-throws = Partielänge in Würfen
stats-mean-median = Mittelwert { $mean }, Median { $median }
stats-passes = Würfe ohne erlaubten Zug
stats-captures = Geschlagene Spielsteine pro Partie
stats-swaps = Tauschzüge pro Partie
stats-water = Spielsteine im Haus des Wassers pro Partie
stats-fines = Gezahlte Strafen pro Partie
stats-unfinished = Nicht beendete Partien
stats-unfinished-value = { $count ->
    [one] Eine Partie war nach { $cap } Würfen nicht zu Ende; sie fehlt in den Zahlen oben.
   *[other] { $games } Partien waren nach { $cap } Würfen nicht zu Ende; sie fehlen in den Zahlen oben.
}

stats-lengths-title = Wie lange eine Partie { $variant-partie } dauert
stats-lengths-desc = Eine Säulengrafik der beendeten Partien nach ihrer Länge in Durchgängen, { $width ->
    [one] eine Säule für jede Zahl von Durchgängen
   *[other] jede Säule für { WORDS($width) } Durchgänge
}; die waagerechte Achse hat alle { $step } Durchgänge einen Teilstrich, die senkrechte zeigt den Anteil der Partien in Prozent. Die letzte, hellere Säule enthält auch alle Partien mit { $last } Durchgängen oder mehr. Der Median liegt bei { $median } Durchgängen; die Hälfte der Partien dauert zwischen { $low } und { $high } Durchgänge, und neun von zehn sind nach höchstens { $most } Durchgängen vorbei.
stats-pairings-title = Wie oft Spieler 1 eine Partie { $variant-partie } gewinnt, für jedes Paar von Spielern
stats-pairings-desc = Eine Säule für jedes Paar von Spielern, in der Reihenfolge der Tabelle unten: Der Würfel steht für den Zufallsspieler, der Pfeil für den gierigen und das Auge für den vorausschauenden, Spieler 1 zuerst. Jede Säule zeigt, welchen Anteil der Partien Spieler 1 gewinnt, ihr Fehlerbalken das 95-%-Konfidenzintervall, und die gestrichelte Linie markiert die Hälfte: { $list }.
stats-pairing-item = { $players }: { $rate }
stats-pairings-caption = { $variant-titel }: von Spieler 1 gewonnene Partien, für jedes Paar von Spielern
stats-players = Spieler (Spieler 1 gegen Spieler 2)
stats-finished = Beendete Partien

compare-intro = Jede Variante wird mit ihren eigenen Regeln und ihren voreingestellten Optionen gespielt; soweit eine Spalte nichts anderes angibt, stammen die Zahlen aus { $count ->
    [one] einer Partie
   *[other] { $games } Partien
} zwischen zwei Zufallsspielern. Der Zufallsgenerator beginnt mit einem festen Startwert ({ $seed }), sodass sich jede Partie genau wiederholen lässt. Die Zahl vor dem Namen jeder Variante gibt ihre Zeile in der Grafik unten an. Ein Durchgang umfasst alle Würfe eines Spielers, bis sein Gegner an der Reihe ist.
compare-caption = Die Varianten im Vergleich
compare-variant = Variante
compare-hits = { $kind ->
    [capture] Geschlagene Spielsteine pro Partie
    [swap] Getauschte Spielsteine pro Partie
   *[both] Geschlagene oder getauschte Spielsteine pro Partie
}
compare-chart-title = Wie lange die Partien jeder Variante dauern
compare-chart-desc = Eine Zeile für jede Variante, nummeriert wie in der Tabelle: eine Linie über alle Partien außer dem kürzesten und dem längsten Zehntel, ein Kasten über die mittlere Hälfte und eine rote Marke beim Median, in Durchgängen, mit einem Teilstrich alle { $step } Durchgänge. { $list }.
compare-chart-item = { $number }. { $variant-titel }: Median { $median } Durchgänge
# Die Gewinnchance des beginnenden Spielers bei bestem Spiel, aus `content/solved/` (`tabula solve`).
stats-first-best-play = Chance von Spieler 1 bei bestem Spiel beider Seiten
# Wie oft ein Computerspieler der Spielseite gegen den perfekten Spieler gewinnt (der
# immer einen besten Zug wählt), aus 20.000 Partien, je zur Hälfte als Spieler 1 und
# als Spieler 2 (`tabula solve`).
stats-versus-perfect = { $opponent ->
    [random] Siege des Computers, der zufällig zieht, gegen einen perfekten Spieler
    [judged] Siege des Computers, der anhand des gelösten Spiels trainiert wurde (er denkt zwei Würfe voraus), gegen einen perfekten Spieler
    [perfect] Siege des Computers, der immer einen der besten Züge wählt, gegen einen perfekten Spieler
   *[expectimax] Siege des Computers, der einen Wurf weit vorausdenkt, gegen einen perfekten Spieler
}
# In der Spalte dieser Chance im Vergleich, für eine noch nicht gelöste Variante.
compare-unsolved = noch nicht gelöst
# Wo `tabula stats` einen Regelsatz noch nicht gespielt hat (der Build warnt): Der
# Statistikblock sagt es statt seiner Zahlen.
stats-unmeasured = Die Zahlen zu Partien { $variant-partie } sind noch nicht gemessen.
# In jeder Zelle der Zeile einer noch nicht gemessenen Variante im Vergleich.
compare-unmeasured = noch nicht gemessen
# Die Beschreibung der Grafik ($description, compare-chart-desc), wenn Zeilen der
# Grafik leer bleiben, weil ihre Varianten noch nicht gemessen sind: $rows sind ihre
# Nummern als Aufzählung („3 und 4“), $count ihre Anzahl.
compare-chart-unmeasured = { $description } { $count ->
    [one] Zeile { $rows } bleibt leer, weil ihre Zahlen noch nicht gemessen sind.
   *[other] Die Zeilen { $rows } bleiben leer, weil ihre Zahlen noch nicht gemessen sind.
}
# Der erste Satz des Vergleichs, wenn noch keine Variante gemessen ist (er hat dann keine Grafik).
compare-unmeasured-all = Die Zahlen zu diesen Varianten sind noch nicht gemessen.
