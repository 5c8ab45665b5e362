# Diagramme: ihre Titel und Beschreibungen (für Screenreader) und die Übersicht der Würfe.

diagram-title = { $variant-titel }: { $show ->
    [moves] die erlaubten Züge mit einer { $throw }
    [move] ein Zug mit einer { $throw }
    [before-after] vor und nach einem Zug mit einer { $throw }
   *[position] die Stellung
}
diagram-side = { $player ->
    [1] Spieler 1
   *[other] Spieler 2
}: { $count ->
    [0] kein Spielstein auf dem Brett
    [one] ein Spielstein auf Feld { $squares }
   *[other] Spielsteine auf den Feldern { $squares }
}{ $extras ->
    [0] .
   *[other] ; { $extra }.
}
diagram-waiting = { $count ->
    [one] ein wartender Spielstein
   *[other] { WORDS($count) } wartende Spielsteine
}
diagram-off = { $count ->
    [one] ein hinausgespielter Spielstein
   *[other] { WORDS($count) } hinausgespielte Spielsteine
}
diagram-fines = { $count ->
    [one] eine gezahlte Strafe
   *[other] { WORDS($count) } gezahlte Strafen
}
diagram-to-move = Als Nächstes wirft Spieler { $player }.
diagram-opening-sets = Ein Satz steht auf den Feldern { $first }, der andere auf den Feldern { $second }; die Eröffnung entscheidet, wer welchen bekommt.
diagram-throw = Spieler { $player } wirft eine { $throw }.
diagram-legal = { $count ->
    [one] Der einzige erlaubte Zug: { $moves }.
   *[other] Erlaubte Züge: { $moves }.
}
diagram-no-move = Kein erlaubter Zug für Spieler { $player }: Der Wurf verfällt, { $again ->
    [yes] doch Spieler { $player } wirft noch einmal.
   *[no] und der Gegner ist an der Reihe.
}
diagram-move = { $kind ->
    [enter] Spieler { $player } setzt einen Spielstein auf Feld { $to } ein.
    [off] Spieler { $player } spielt den Spielstein von Feld { $from } hinaus.
    [stay] Spieler { $player } lässt den Spielstein auf Feld { $from } stehen.
   *[step] Spieler { $player } zieht den Spielstein von Feld { $from } auf Feld { $to }.
}
# Ein Zug in der Liste der erlaubten Züge und auf seiner Schaltfläche: kurz.
diagram-move-name = { $kind ->
    [enter] neuer Spielstein auf { $to }
    [off] Spielstein von { $from } hinausspielen
    [stay] auf Feld { $from } bleiben
   *[step] von { $from } auf { $to }
}
diagram-hand = Start
diagram-off-board = hinaus
diagram-after = Nach dem Zug:
diagram-route = { $shared ->
    [yes] Die gepunktete Linie zeigt den Laufweg, dem jeder Spielstein folgt.
   *[no] Die gepunktete Linie zeigt den Laufweg von Spieler { $player }.
}
diagram-result = { $result ->
    [draw] Die Partie endet unentschieden.
   *[win] Spieler { $winner } gewinnt die Partie.
}
# Leer: Der Satz des Zuges und seine Beschriftung („neuer Spielstein auf 5“) sagen es schon.
diagram-effect-enter = {""}
diagram-effect-opening = Damit übernimmt er die Spielsteine auf den geraden Feldern, und die Eröffnung ist beendet.
diagram-effect-backward = Der Spielstein zieht rückwärts, weil kein Spielstein vorwärts ziehen kann.
diagram-effect-forced = Die Regeln schreiben diesen Zug vor.
# Schlagen, Rosette, Strafe und Zusatzwurf bekommen $capture, $rosette, $fine und $again
# (yes oder no: ob derselbe Zug auch das bewirkt); der erste Satz sagt alle zusammen,
# die Meldungen danach bleiben dann leer.
diagram-effect-capture = { $rosette ->
    [yes] Der gegnerische Spielstein auf der Rosette wird geschlagen
   *[no] Der gegnerische Spielstein wird geschlagen
}{ $fine ->
    [yes] { $again ->
        [yes] ; Spieler { $player } zahlt eine Strafe in den Topf und wirft noch einmal
       *[no] , und Spieler { $player } zahlt eine Strafe in den Topf
    }
   *[no] { $again ->
        [yes] , und Spieler { $player } wirft noch einmal
       *[no] {""}
    }
}.
diagram-effect-remove = Er scheidet für den Rest der Partie aus.
diagram-effect-swap = Die beiden Spielsteine tauschen die Plätze.
diagram-effect-rosette = { $capture ->
    [yes] {""}
   *[no] Der Zug endet auf einer Rosette{ $fine ->
        [yes] { $again ->
            [yes] ; Spieler { $player } zahlt eine Strafe in den Topf und wirft noch einmal
           *[no] , und Spieler { $player } zahlt eine Strafe in den Topf
        }
       *[no] { $again ->
            [yes] , und Spieler { $player } wirft noch einmal
           *[no] {""}
        }
    }.
}
diagram-effect-fine = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] Spieler { $player } zahlt eine Strafe in den Topf.
    }
}
diagram-effect-water = { $moved ->
    [yes] Der Spielstein landet im Haus des Wassers und steht danach auf Feld { $square }.
   *[no] Der Spielstein landet im Haus des Wassers und bleibt dort stehen.
}
# Leer: Der Satz des Zuges und seine Beschriftung („Spielstein von 16 hinausspielen“) sagen es schon.
diagram-effect-bear-off = {""}
diagram-effect-extra-throw = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] Spieler { $player } wirft noch einmal.
    }
}

# Kendalls Haus des Wassers und Feld 26.
diagram-effect-to-water = Der gegnerische Spielstein kommt ins Haus des Wassers.
diagram-effect-overshoot = Der Wurf würde den Spielstein über das Feld hinausführen, auf dem er anhalten muss, also fällt er ins Haus des Wassers.
diagram-effect-wait = Der Spielstein wartet im Haus des Wassers; der Wurf verfällt.
diagram-effect-return = Die Rückkehr auf Feld { $square } beendet den Durchgang sofort, und Spieler { $player } verliert seinen nächsten Durchgang.
diagram-effect-lost-turn = Der verlorene Durchgang des Gegners wird übersprungen.

throws-caption = { $variant-titel }: die Würfe
throws-value = Wurf
throws-chance = Wahrscheinlichkeit
throws-percent = Prozent

# Werte bei bestem Spiel, die ein Diagrammblock mit `values = true` zeigt (aus
# `content/solved/`, geschrieben von `tabula solve`). `$chance` ist eine Prozentzahl.
diagram-values-heading = Bei bestem Spiel beider Seiten
diagram-values-position = Vor dem Wurf gewinnt Spieler { $player } von hier aus { $chance } der Partien.
diagram-values-move = { $move }: { $chance }
diagram-values-best = (der beste Zug)

# Ein Wiederholungsdiagramm mit `review = true`: die Partie, Zug für Zug mit dem besten Spiel
# beider Seiten verglichen.
review-heading = Die Partie im Vergleich mit dem besten Spiel
review-chart-title = Die Gewinnchance von Spieler 1, Zug für Zug
review-chart-description = Bei bestem Spiel beider Seiten beträgt die Gewinnchance von Spieler 1 vor dem ersten Wurf { $start } und nach dem letzten Zug { $end }. Die Kurve steigt, wenn die Chancen von Spieler 1 wachsen, und fällt, wenn die von Spieler 2 wachsen; ein Kreis markiert eine Ungenauigkeit, einen Fehler oder einen Patzer, und je größer der Kreis, desto schlimmer der Zug.
review-grades-caption = So wurden die Züge beider Spieler bewertet
review-grade-heading = Bewertung
review-player = Spieler { $player }
# Die Zeilen der Bewertungstabelle (wie viele Züge mit jeder Bewertung ein Spieler gemacht hat).
review-grade-count = { $grade ->
    [best] Beste Züge
    [good] Gute Züge
    [inaccuracy] Ungenauigkeiten
    [mistake] Fehler
   *[blunder] Patzer
}
review-key-heading = Die entscheidenden Züge
review-key-none = Kein Zug hat seinen Spieler auch nur 2 Prozentpunkte Gewinnchance gekostet.
review-all-heading = Alle Züge
# $move ist die Beschriftung des Zugs; $kind (enter, off, stay, step), $from und $to nennen
# ihn im Satz, mit denselben Verben wie diagram-move. $capture, $rosette und $fine (yes
# oder no): ob der Zug geschlagen hat, auf einer Rosette endete oder eine Strafe kostete.
# Die Glieder der Aufzählung trennt ein Komma, nur vor dem letzten steht „und“.
review-move = Wurf { $step }: Spieler { $player } wirft eine { $throw }{ $capture ->
    [yes] ,
   *[no] { $rosette ->
        [yes] ,
       *[no] { $fine ->
            [yes] ,
           *[no] {" "}und
        }
    }
} { $kind ->
    [enter] setzt einen neuen Spielstein auf Feld { $to } ein
    [off] spielt den Spielstein von Feld { $from } hinaus
    [stay] lässt den Spielstein auf Feld { $from } stehen
   *[step] zieht den Spielstein von Feld { $from } auf Feld { $to }
}{ $capture ->
    [yes] { $fine ->
        [yes] ,
       *[no] {" "}und
    } schlägt { $rosette ->
        [yes] den gegnerischen Spielstein auf der Rosette
       *[no] dort den gegnerischen Spielstein
    }
   *[no] { $rosette ->
        [yes] { $fine ->
            [yes] ,
           *[no] {" "}und
        } landet damit auf einer Rosette
       *[no] {""}
    }
}{ $fine ->
    [yes] {" "}und zahlt eine Strafe in den Topf
   *[no] {""}
}.
# Ein Wurf, der nichts bewegt: eine 0 oder ein Wurf ohne erlaubten Zug. $again ist yes, wo
# der Wurf trotzdem seinen Zusatzwurf bringt.
review-pass = Wurf { $step }: Spieler { $player } { $throw ->
    [0] wirft eine 0 und kann nicht ziehen
   *[other] wirft eine { $throw }, hat aber keinen erlaubten Zug
}{ $again ->
    [yes] ; trotzdem darf er noch einmal werfen.
   *[no] .
}
review-best = Der beste Zug.
# Ein Zug, der nicht der beste war: seine Bewertung, was er seinen Spieler gekostet hat (in
# Prozentpunkten der Gewinnchance), und der beste Zug mit demselben Wurf ($best, seine
# Beschriftung; $best-kind, $best-from und $best-to wie in review-move).
review-loss = { $grade ->
    [good] Ein guter Zug
    [inaccuracy] Eine Ungenauigkeit
    [mistake] Ein Fehler
   *[blunder] Ein Patzer
}: { $points ->
    [one] { $points } Prozentpunkt
   *[other] { $points } Prozentpunkte
} weniger Gewinnchance als mit dem besten Zug. Am besten wäre es gewesen, { $best-kind ->
    [enter] einen neuen Spielstein auf Feld { $best-to } einzusetzen
    [off] den Spielstein von Feld { $best-from } hinauszuspielen
    [stay] den Spielstein auf Feld { $best-from } stehen zu lassen
   *[step] den Spielstein von Feld { $best-from } auf Feld { $best-to } zu ziehen
}.
review-thresholds = Jeder Zug wird danach bewertet, um wie viel er die Gewinnchance seines Spielers gegenüber dem besten Zug mit demselben Wurf gesenkt hat: bester Zug (weniger als 0,05 Prozentpunkte), guter Zug (weniger als 2 Prozentpunkte), Ungenauigkeit (weniger als 5), Fehler (weniger als 10), Patzer (10 Prozentpunkte oder mehr). Ein Wurf mit nur einem erlaubten Zug oder gar keinem wird nicht bewertet.
