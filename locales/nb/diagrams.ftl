# Diagrammer: titlene og beskrivelsene deres (som skjermlesere leser opp), og tabellen over kastene.

diagram-title = { $variant }: { $show ->
    [moves] de lovlige trekkene for et kast på { $throw }
    [move] et trekk med et kast på { $throw }
    [before-after] før og etter et trekk med et kast på { $throw }
   *[position] stillingen
}
diagram-side = { $player ->
    [1] Spiller 1
   *[other] Spiller 2
}: { $count ->
    [0] ingen brikker på brettet
    [one] én brikke på felt { $squares }
   *[other] brikker på feltene { $squares }
}{ $extras ->
    [0] .
   *[other] ; { $extra }.
}
diagram-waiting = { WORDS($count) } venter ved siden av brettet
diagram-off = { WORDS($count) } ført av
diagram-fines = { $count ->
    [one] én bot betalt
   *[other] { WORDS($count) } bøter betalt
}
diagram-to-move = Spiller { $player } står for tur til å kaste.
diagram-opening-sets = Det ene settet står på feltene { $first }, det andre på feltene { $second }. Ingen spiller har fått et sett ennå: åpningen avgjør hvem som får hvilket.
diagram-throw = Spiller { $player } kaster { $throw }.
diagram-legal = { $count ->
    [one] Det eneste lovlige trekket: { $moves }.
   *[other] Lovlige trekk: { $moves }.
}
diagram-no-move = Ingen lovlige trekk: spiller { $player } { $again ->
    [yes] står over, men kaster igjen.
   *[no] står over, og turen går til motstanderen.
}
diagram-move = { $kind ->
    [enter] Spiller { $player } setter inn en brikke på felt { $to }.
    [off] Spiller { $player } fører brikken på felt { $from } av brettet.
    [stay] Spiller { $player } lar brikken på felt { $from } bli stående.
   *[step] Spiller { $player } flytter brikken på felt { $from } til felt { $to }.
}
diagram-move-name = { $kind ->
    [enter] ny brikke på { $to }
    [off] { $from } av brettet
    [stay] bli på { $from }
   *[step] { $from } til { $to }
}
diagram-hand = en ventende brikke
diagram-off-board = av brettet
diagram-after = Etter trekket:
diagram-route = { $shared ->
    [yes] Den stiplede linjen viser veien alle brikkene følger.
   *[no] Den stiplede linjen viser ruten til spiller { $player }.
}
diagram-result = { $result ->
    [draw] Partiet ender uavgjort.
   *[win] Spiller { $winner } vinner partiet.
}
diagram-effect-enter = {""}
diagram-effect-opening = Dermed får spilleren settet på partallsfeltene, og åpningen er over.
diagram-effect-backward = Brikken går bakover fordi ingen brikke kan gå fremover.
diagram-effect-forced = Reglene tvinger frem dette trekket.
# Slaget, rosetten, boten og det ekstra kastet får $capture, $rosette, $fine og $again
# (yes eller no: om trekket også har den virkningen), så én setning kan si dem sammen;
# meldingene den dekker, er da tomme.
diagram-effect-capture = { $rosette ->
    [yes] Brikken slår motstanderbrikken på rosetten
   *[no] Brikken slår en motstanderbrikke
}{ $fine ->
    [yes] , og spiller { $player } betaler en bot i potten{ $again ->
        [yes] {" "}og kaster igjen
       *[no] {""}
    }
   *[no] { $again ->
        [yes] , og spiller { $player } kaster igjen
       *[no] {""}
    }
}.
diagram-effect-remove = Den slåtte brikken er ute av spillet for godt.
diagram-effect-swap = De to brikkene bytter plass.
diagram-effect-rosette = { $capture ->
    [yes] {""}
   *[no] Brikken lander på en rosett{ $fine ->
        [yes] , og spiller { $player } betaler en bot i potten{ $again ->
            [yes] {" "}og kaster igjen
           *[no] {""}
        }
       *[no] { $again ->
            [yes] , og spiller { $player } kaster igjen
           *[no] {""}
        }
    }.
}
diagram-effect-fine = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] Spiller { $player } betaler en bot i potten.
    }
}
diagram-effect-water = { $moved ->
    [yes] Brikken lander i Vannets hus og ender på felt { $square }.
   *[no] Brikken lander i Vannets hus og blir stående der.
}
# Tom: trekkets egen setning og knappeteksten («16 av brettet») sier det allerede.
diagram-effect-bear-off = {""}
diagram-effect-extra-throw = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] Spiller { $player } kaster igjen.
    }
}

# Kendalls Vannets hus og felt 26.
diagram-effect-to-water = Motstanderbrikken havner i Vannets hus.
diagram-effect-overshoot = Kastet ville ført brikken forbi feltet den må stoppe på, så den faller i Vannets hus.
diagram-effect-wait = Brikken venter i Vannets hus: kastet regnes som å stå over.
diagram-effect-return = Når en brikke sendes tilbake fra Vannets hus til felt { $square }, slutter turen med en gang, og spiller { $player } mister neste tur.
diagram-effect-lost-turn = Motstanderens tapte tur hoppes over.

throws-caption = Kastene etter { $variant-rules }
throws-value = Kast
throws-chance = Sjanse
throws-percent = Prosent

# Verdier ved perfekt spill, som en diagramblokk viser med `values = true` (fra
# `content/solved/`, skrevet av `tabula solve`). `$chance` er en prosent.
diagram-values-heading = Med perfekt spill fra begge sider
diagram-values-position = I denne stillingen, før kastet, har spiller { $player } en vinnersjanse på { $chance }.
diagram-values-move = { $move }: { $chance }
diagram-values-best = (beste trekk)

# Et avspillingsdiagram med `review = true`: partiet målt mot perfekt spill.
review-heading = Partiet målt mot perfekt spill
review-chart-title = Sjansen for at spiller 1 vinner, trekk for trekk
review-chart-description = Med perfekt spill fra begge sider har spiller 1 en vinnersjanse på { $start } før første kast og { $end } etter siste trekk. Kurven stiger når sjansene til spiller 1 øker, og synker når sjansene til spiller 2 øker. En ring markerer en unøyaktighet, en feil eller en grov feil, og jo større ringen er, desto verre er trekket.
review-grades-caption = Slik ble trekkene til hver spiller vurdert
review-grade-heading = Vurdering
review-player = Spiller { $player }
# Radene i vurderingstabellen (hvor mange trekk av hver vurdering en spiller gjorde).
review-grade-count = { $grade ->
    [best] Beste trekk
    [good] Gode trekk
    [inaccuracy] Unøyaktigheter
    [mistake] Feil
   *[blunder] Grove feil
}
review-key-heading = Nøkkeltrekk
review-key-none = Ingen av spillerne tapte 2 prosentpoeng eller mer på et enkelt trekk.
review-all-heading = Alle trekkene
# $move er knappeteksten for trekket; $kind (enter, off, stay, step), $from og $to navngir
# trekket med setningens egne ord. $capture, $rosette og $fine (yes eller no): om trekket
# slo en brikke, landet på en rosett eller kostet en bot.
review-move = Kast { $step }: spiller { $player } kaster en { $throw }-er og { $kind ->
    [enter] setter inn en ny brikke på felt { $to }
    [off] fører brikken på felt { $from } av brettet
    [stay] lar brikken på felt { $from } bli stående
   *[step] flytter brikken på felt { $from } til felt { $to }
}{ $rosette ->
    [yes] , en rosett
   *[no] {""}
}{ $capture ->
    [yes] , der den slår motstanderbrikken
   *[no] {""}
}{ $fine ->
    [yes] { $capture ->
        [yes] . Spilleren betaler en bot
       *[no] , og betaler en bot
    }
   *[no] {""}
}.
review-pass = Kast { $step }: spiller { $player } { $throw ->
    [0] kaster 0 og kan ikke flytte
   *[other] kaster en { $throw }-er, men har ikke noe lovlig trekk
}{ $again ->
    [yes] , og kaster igjen.
   *[no] .
}
review-best = Det beste trekket.
# Et trekk som ikke var det beste: vurderingen, hva det kostet spilleren (i prosentpoeng av
# sjansen til å vinne) og det beste trekket med samme kast ($best, knappeteksten; $best-kind,
# $best-from og $best-to, som i review-move).
review-loss = { $grade ->
    [good] Et godt trekk
    [inaccuracy] En unøyaktighet
    [mistake] En feil
   *[blunder] En grov feil
}: { $points ->
    [one] { $points } prosentpoeng
   *[other] { $points } prosentpoeng
} under det beste trekket, som var å { $best-kind ->
    [enter] sette inn en ny brikke på felt { $best-to }
    [off] føre brikken på felt { $best-from } av brettet
    [stay] la brikken på felt { $best-from } bli stående
   *[step] flytte brikken på felt { $best-from } til felt { $best-to }
}.
review-thresholds = Hvert trekk blir vurdert etter hvor mye det senker spillerens sjanse til å vinne, sammenlignet med det beste trekket med samme kast: beste trekk (under 0,05 prosentpoeng), godt trekk (under 2 prosentpoeng), unøyaktighet (under 5), feil (under 10) og grov feil (10 prosentpoeng eller mer). Et kast som bare gir ett lovlig trekk, eller ingen, blir ikke vurdert.
