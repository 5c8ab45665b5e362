# Namen der Varianten und die Tabellen der Unterschiede zum Standardspiel, berechnet aus den Regeldaten.
# Jede Zellen-Nachricht erhält die Werte der Regel als Argumente.

# Die Formen der Namen: `.sentence` (Nominativ mit Artikel, wo er nötig ist), `.von` (mit „von“,
# zu „vom“ verschmolzen, wo ein Artikel folgt), `.partie` (was hinter „eine Partie“ oder
# „Partien“ steht: „eine Partie Senet nach Bell“, „Partien des Königlichen Spiels von Ur nach
# Bell“, „Partien mit fünf Spielsteinen“) und `.titel` (der Name am Anfang einer Überschrift,
# kurz und großgeschrieben). Eine Nachricht, die einen Namen in einen Satz stellt, erhält jede
# Form als $variant-FORM und $standard-FORM.
variant-senet-standard = Standard-Senet
    .sentence = das Standard-Senet
    .von = vom Standard-Senet
    .partie = Standard-Senet
    .titel = Standard-Senet
variant-senet-bell = Senet nach Bell
    .sentence = Senet nach Bell
    .von = vom Senet nach Bell
    .partie = Senet nach Bell
    .titel = Senet nach Bell
variant-senet-jequier = Senet nach Jéquier
    .sentence = Senet nach Jéquier
    .von = vom Senet nach Jéquier
    .partie = Senet nach Jéquier
    .titel = Senet nach Jéquier
variant-senet-kendall = Senet nach Kendall
    .sentence = Senet nach Kendall
    .von = vom Senet nach Kendall
    .partie = Senet nach Kendall
    .titel = Senet nach Kendall
variant-ur-finkel = Finkels Standardregeln
    .sentence = Finkels Standardregeln
    .von = von Finkels Standardregeln
    .partie = nach Finkels Standardregeln
    .titel = Finkels Standardregeln
variant-ur-bell = Das Königliche Spiel von Ur nach Bell
    .sentence = das Königliche Spiel von Ur nach Bell
    .von = vom Königlichen Spiel von Ur nach Bell
    .partie = des Königlichen Spiels von Ur nach Bell
    .titel = Das Königliche Spiel von Ur nach Bell
variant-ur-masters = Das Königliche Spiel von Ur nach Masters
    .sentence = das Königliche Spiel von Ur nach Masters
    .von = vom Königlichen Spiel von Ur nach Masters
    .partie = des Königlichen Spiels von Ur nach Masters
    .titel = Das Königliche Spiel von Ur nach Masters
variant-ur-blitz = Blitz
    .sentence = Blitz
    .von = von Blitz
    .partie = der Variante Blitz
    .titel = Blitz
variant-ur-aseb = Aseb, das Spiel der zwanzig Felder
    .sentence = Aseb
    .von = von Aseb
    .partie = der Variante Aseb
    .titel = Aseb
# Die beiden Optionen der Standardregeln als eigene Regelwerke (Statistik, Unterschiede zum Standardspiel).
variant-ur-finkel-masters = Masters-Laufweg
    .sentence = das Spiel auf dem Masters-Laufweg
    .von = vom Spiel auf dem Masters-Laufweg
    .partie = auf dem Masters-Laufweg
    .titel = Das Spiel auf dem Masters-Laufweg
variant-ur-finkel-five = Fünf Spielsteine
    .sentence = das Spiel mit fünf Spielsteinen
    .von = vom Spiel mit fünf Spielsteinen
    .partie = mit fünf Spielsteinen
    .titel = Das Spiel mit fünf Spielsteinen

diff-caption = So unterscheidet sich { $variant-sentence } { $standard-von }
diff-rule = Regel

list-comma = {", "}
list-and = { $head } und { $last }
list-or = { $head } oder { $last }

rule-pieces = Spielsteine und Aufstellung
rule-start = Wer beginnt
rule-throw = Wurf
rule-extra-throw = Zusatzwürfe
rule-pass = Kein Zug möglich
rule-entry = Einsetzen
rule-landing = Landen auf einem gegnerischen Spielstein
rule-safe = Sichere Felder
rule-houses = Besondere Felder
rule-stop = Feld, auf dem jeder Spielstein anhalten muss
rule-water = Haus des Wassers
rule-blockade = Blockaden
rule-forced = Pflichtzüge
rule-backward = Rückwärts ziehen
rule-bear-off = Hinausspielen
rule-fines = Strafen
rule-end = Ende der Partie
rule-board = Brett
rule-route = Laufweg
rule-options = Optionen

cell-pieces = { $start ->
    [hand] { $count ->
        [one] Ein Spielstein je Spieler, der zu Beginn neben dem Brett wartet.
       *[other] { WORDS($count, form: "capitalized") } Spielsteine je Spieler, die zu Beginn alle neben dem Brett warten.
    }
   *[alternate] { WORDS($count, form: "capitalized") } Spielsteine je Spieler, abwechselnd auf den Feldern 1 bis { $last }: ein Satz auf den ungeraden, der andere auf den geraden Feldern.
}

cell-start = { $rule ->
    [first-one] Die Spieler werfen abwechselnd, bis einer eine { $throw } wirft. Dieser Spieler übernimmt die Spielsteine auf den geraden Feldern, zieht mit der { $throw } den Spielstein von Feld { $front } vorwärts und wirft noch einmal.
    [first-one-start-throw] Die Spieler werfen abwechselnd, bis einer eine { $throw } wirft. Dieser Spieler übernimmt die Spielsteine auf den geraden Feldern, zieht mit der { $throw } den Spielstein von Feld { $front } vorwärts und wirft noch einmal. Der andere Spieler zieht keinen Spielstein, bevor er eine { $first } geworfen hat; bis dahin verfällt jeder seiner Würfe.
    [seat-one-start-throw] Spieler 1 beginnt. Kein Spieler zieht einen Spielstein, bevor er eine { $first } geworfen hat; bis dahin verfällt jeder seiner Würfe.
   *[seat-one] Spieler 1 beginnt.
}

cell-throw = { $kind ->
    [faces] Ein { $implement ->
        [long-die] Stabwürfel mit { WORDS($sides) } Seiten
       *[other] Würfel
    }, der { $faces } zeigt.
    [none-counts] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] Wurfhölzer: Gezählt werden die flachen Seiten, die oben liegen; liegt keine oben, zählt der Wurf { $none }.
       *[other] Tetraederwürfel: Gezählt werden die markierten Spitzen, die nach oben zeigen; zeigt keine nach oben, zählt der Wurf { $none }.
    }
    [table] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] Wurfhölzer: Gezählt werden die flachen Seiten, die oben liegen
       *[other] Tetraederwürfel: Gezählt werden die markierten Spitzen, die nach oben zeigen
    }; { $values }.
   *[count] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] Wurfhölzer: Gezählt werden die flachen Seiten, die oben liegen.
       *[other] Tetraederwürfel: Gezählt werden die markierten Spitzen, die nach oben zeigen, von 0 bis { $count }.
    }
}

# Ein Ergebnis einer Wurftabelle: wie viele Seiten oben liegen und was dieser Wurf zählt.
# Die Ergebnisse kommen immer ab „keiner“ der Reihe nach; nur das erste nennt das Verb,
# die übrigen lassen es aus („bei keiner zählt der Wurf 4, bei einer 0, …“).
throw-up = { $up ->
    [0] bei keiner zählt der Wurf { $value }
    [one] bei einer { $value }
    [2] bei zweien { $value }
    [3] bei dreien { $value }
    [4] bei vieren { $value }
   *[other] bei { WORDS($up) } { $value }
}

cell-extra-throw = { $kind ->
    [none] Keine: Nach jedem Zug ist dein Gegner an der Reihe.
    [rosette] Wer auf einer Rosette landet, wirft noch einmal.
    [throws-rosette] Nach einer { $throws } wirfst du noch einmal, ebenso nach einer Landung auf einer Rosette.
    [capture] Wer einen gegnerischen Spielstein schlägt, wirft noch einmal.
    [rosette-capture] Wer auf einer Rosette landet oder einen gegnerischen Spielstein schlägt, wirft noch einmal; ein Zug, der beides tut, bringt nur einen Zusatzwurf.
    [throws-capture] Nach einer { $throws } wirfst du noch einmal, ebenso, wenn du einen gegnerischen Spielstein schlägst.
    [throws-rosette-capture] Nach einer { $throws } wirfst du noch einmal, ebenso nach einer Landung auf einer Rosette und wenn du einen gegnerischen Spielstein schlägst; ein Zug bringt höchstens einen Zusatzwurf.
   *[throws] Nach einem Zug mit einer { $throws } wirfst du noch einmal.
}

cell-pass = { $kind ->
    [again] Der Wurf verfällt, doch nach einer { $throws } wirfst du trotzdem noch einmal.
    [forfeit] Der Wurf verfällt, und dein Durchgang endet, auch nach einer { $throws }.
   *[turn-ends] Der Wurf verfällt, und dein Gegner ist an der Reihe.
}

cell-entry = { $kind ->
    [fixed] Nur mit einer { $throws }, die den Spielstein auf Feld { $square } setzt.
   *[throw] { $any ->
        [1] Mit jedem Wurf ab 1 kannst du einen Spielstein auf das Feld mit der geworfenen Zahl setzen.
       *[other] Mit einer { $throws } kannst du einen Spielstein auf das Feld mit der geworfenen Zahl setzen.
    }
}

cell-landing = { $kind ->
    [swap] Die beiden Spielsteine tauschen die Plätze{ $neighbours ->
        [yes] , es sei denn, neben dem gegnerischen Spielstein steht ein Spielstein seiner eigenen Farbe: Dann darfst du nicht auf ihm landen.
       *[no] .
    }
    [swap-water] Die beiden Spielsteine tauschen die Plätze{ $neighbours ->
        [yes] , es sei denn, neben dem gegnerischen Spielstein steht ein Spielstein seiner eigenen Farbe: Dann darfst du nicht auf ihm landen.
       *[no] .
    } Auf den Feldern { $water-squares } kommt der gegnerische Spielstein stattdessen ins Haus des Wassers auf Feld { $water }; auf einem solchen Spielstein darfst du nur landen, solange das Haus des Wassers leer ist.
    [capture] Der gegnerische Spielstein wird geschlagen: Er geht vom Brett zurück zu den wartenden Spielsteinen und muss neu eingesetzt werden.
   *[remove] Der gegnerische Spielstein wird geschlagen und scheidet für den Rest der Partie aus.{ $neighbours ->
        [yes] {""}
       *[no] {" "}Benachbarte Spielsteine bieten keinen Schutz.
    }
}

cell-safe = { $rosettes ->
    [safe] Ein Spielstein auf einer Rosette kann nicht geschlagen werden.
    [unsafe] Keine: Auf den gemeinsamen Feldern kann überall geschlagen werden, auch auf einer Rosette.
   *[none] { $contiguous ->
        [yes] Die Felder { $from } bis { $to }
       *[no] { $count ->
            [1] Feld { $squares }
           *[other] Die Felder { $squares }
        }
    }{ $guarded ->
        [yes] , und solange im Haus des Wassers ein Spielstein steht, auch die Felder { $guarded-squares }
       *[no] {""}
    }{ $neighbours ->
        [yes] . Geschützt ist außerdem jeder Spielstein mit einem Spielstein seiner eigenen Farbe auf einem Nachbarfeld.
       *[no] .
    }
}

cell-houses = { $houses }.
# Die besonderen Felder in der Reihenfolge ihrer Nummern. $first ist yes für das erste der Liste, das „ist“ einmal für alle sagt.
house-rebirth = { $first ->
    [yes] Feld { $square } ist das Haus der Wiedergeburt
   *[no] Feld { $square } das Haus der Wiedergeburt
}
house-beauty = { $first ->
    [yes] Feld { $square } ist das Haus der Schönheit
   *[no] Feld { $square } das Haus der Schönheit
}
house-water = { $first ->
    [yes] Feld { $square } ist das Haus des Wassers
   *[no] Feld { $square } das Haus des Wassers
}
house-three-truths = { $first ->
    [yes] Feld { $square } ist das Haus der drei Wahrheiten
   *[no] Feld { $square } das Haus der drei Wahrheiten
}
house-re-atum = { $first ->
    [yes] Feld { $square } ist das Haus des Re-Atum
   *[no] Feld { $square } das Haus des Re-Atum
}
house-marks = die Felder { $from } bis { $to } tragen die Zeichen { $marks }

cell-stop = { $kind ->
    [illegal] Feld { $square } muss mit genauem Wurf erreicht werden: Ein Spielstein davor darf nicht in einem Zug darüber hinwegziehen.
    [water] Feld { $square } muss mit genauem Wurf erreicht werden: Ein Zug, der darüber hinausführen würde, endet stattdessen im Haus des Wassers auf Feld { $water }, wenn dieses frei ist, und ist sonst nicht erlaubt.
   *[none] Keines: Ein Spielstein darf über jedes Feld hinwegziehen.
}

cell-water = { $kind ->
    [hold] Feld { $square }. Ein Spielstein auf diesem Feld bleibt dort, bis eine { $throws } ihn hinausspielt, und bis dahin darf sein Besitzer nur ihn ziehen. Mit jedem anderen Wurf kann der Besitzer ihn stattdessen auf Feld { $rebirth } zurückschicken, wenn dieses frei ist: Dann endet sein Durchgang sofort, er verliert seinen nächsten Durchgang, und der zurückgeschickte Spielstein muss vor jedem anderen ziehen.
    [rebirth] Feld { $square }. Ein Spielstein, dessen Zug dort endet, kommt zurück auf Feld { $rebirth } oder, wenn es besetzt ist, auf das nächste freie Feld mit kleinerer Nummer.
    [first-empty] Feld { $square }. Ein Spielstein, dessen Zug dort endet, kommt zurück auf das erste freie Feld des Bretts.
    [square] Feld { $square }. Ein Spielstein, dessen Zug dort endet, kommt zurück auf Feld { $rebirth ->
        [1] 1 oder, wenn es besetzt ist, auf das erste freie Feld.
       *[other] { $rebirth } oder, wenn es besetzt ist, auf das nächste freie Feld mit kleinerer Nummer.
    }
   *[none] Ein Haus des Wassers gibt es nicht.
}

# Die andere Zelle einer Regel, die nur eine der beiden Varianten hat.
cell-absent = In diesen Regeln nicht vorhanden.

cell-blockade = { $length ->
    [0] Keine: Ein Spielstein darf über beliebig viele Spielsteine hinwegziehen.
   *[other] Kein Zug, weder vorwärts noch rückwärts, darf über { WORDS($length) } oder mehr gegnerische Spielsteine springen, die unmittelbar hintereinander stehen.
}

cell-forced = { $kind ->
    [squares] Kann einer deiner Spielsteine auf den Feldern { $from } bis { $to } ziehen, musst du einen von ihnen ziehen.
   *[none] Du darfst jeden Spielstein ziehen, der einen erlaubten Zug hat.
}

cell-backward = { $kind ->
    [no-forward] Kann kein Spielstein vorwärts ziehen, musst du einen um den Wurf rückwärts auf ein leeres Feld ziehen.
    [no-forward-limits] Kann kein Spielstein vorwärts ziehen, musst du einen{ $up-to ->
        [0] {""}
       *[other] {" "}der Spielsteine auf den Feldern 1 bis { $up-to }
    } um den Wurf rückwärts ziehen, { $hits ->
        [yes] auf ein leeres Feld oder auf einen gegnerischen Spielstein, neben dem kein Spielstein seiner eigenen Farbe steht; die beiden tauschen dann die Plätze.
       *[no] auf ein leeres Feld.
    }
   *[never] Nie: Spielsteine ziehen nur vorwärts.
}

cell-bear-off = { $rule ->
    [exact] Mit genauem Wurf auf das gedachte Feld { $exit } direkt hinter dem letzten Feld.
    [reach] Durch Erreichen oder Überschreiten von Feld { $last }, mit jedem Wurf, aber erst, wenn alle deine Spielsteine auf den Feldern { $from } bis { $last } stehen.
    [exact-all-from] Mit genauem Wurf auf das gedachte Feld { $exit } direkt hinter dem letzten Feld. Kein Spielstein darf hinausgespielt werden, solange einer deiner Spielsteine auf den Feldern 1 bis { $before } steht.
    [table-all-from] Nur { $table }. Kein Spielstein darf hinausgespielt werden, solange einer deiner Spielsteine auf den Feldern 1 bis { $before } steht.
   *[table] Nur { $table }.
}
bear-off-from = von Feld { $square } mit einer { $throws }
bear-off-from-any = von Feld { $square } mit jedem Wurf

cell-fines = { $fine ->
    [0] Keine.
   *[other] Wer auf einer Rosette landet, zahlt { $fine ->
        [one] eine Strafe
       *[other] { WORDS($fine) } Strafen
    } in einen gemeinsamen Topf.
}

cell-end = { $rule ->
    [score] Jeder hinausgespielte Spielstein bringt einen Punkt. Die Partie endet, sobald ein Spieler mehr Punkte hat, als der andere noch erreichen kann, oder wenn kein Spielstein mehr auf dem Brett steht. Es gewinnt, wer mehr Punkte hat; bei gleicher Punktzahl endet die Partie unentschieden.
   *[all-off] Wer als Erster alle { WORDS($count) } Spielsteine hinausgespielt hat, gewinnt.
}

cell-board = { $board ->
    [ur] Das Brett des Königlichen Spiels von Ur: { $squares } Felder.
    [twenty-squares] Das Brett des Spiels der zwanzig Felder: { $squares } Felder mit einer langen mittleren Reihe.
    [senet] Das Senet-Brett: { $squares } Felder.
   *[other] Ein Brett mit { $squares } Feldern.
}

cell-route = { $route ->
    [aseb] Der Aseb-Laufweg von { $length } Feldern, die ganze mittlere Reihe entlang.
    [masters] Der Masters-Laufweg von { $length } Feldern.
    [bell] Bells Laufweg von { $length } Feldern.
   *[other] Ein Laufweg von { $length } Feldern.
}

cell-options = { $count ->
    [0] Keine.
    [one] Wählbar: { $options }.
   *[other] Wählbar: { $options }.
}
option-route = { $value ->
    [masters] Masters-Laufweg
    [bell] Bells Laufweg
   *[other] Laufweg „{ $value }“
}
    .choice = { $value ->
        [masters] Masters-Laufweg
        [bell] Bells Laufweg
       *[other] { $value }
    }
option-pieces = { $value ->
    [one] ein Spielstein
   *[other] { WORDS($value) } Spielsteine
}
    .choice = { $value ->
        [one] Ein Spielstein
       *[other] { WORDS($value, form: "capitalized") } Spielsteine
    }
# Kendalls Optionen, nach ihrem Namen geordnet.
option-home-row = { $value ->
    [on] Regel der oberen Reihe
   *[other] ohne Regel der oberen Reihe
}
    .choice = { $value ->
        [on] An
       *[other] Aus
    }
option-starting-throw = { $value ->
    [on] Startwurf
   *[other] ohne Startwurf
}
    .choice = { $value ->
        [on] An
       *[other] Aus
    }
option-trap = { $value ->
    [on] Falle
   *[other] ohne Falle
}
    .choice = { $value ->
        [on] An
       *[other] Aus
    }
