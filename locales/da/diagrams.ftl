# Diagrammer: titler og beskrivelser (læses op af skærmlæsere) og tabellen over kastene.

diagram-title = { $variant }: { $show ->
    [moves] de tilladte træk ved et kast på { $throw }
    [move] et træk med et kast på { $throw }
    [before-after] før og efter et træk med et kast på { $throw }
   *[position] stillingen
}
diagram-side = { $player ->
    [1] Spiller 1
   *[other] Spiller 2
}: { $count ->
    [0] ingen brikker på brættet
    [one] én brik på felt { $squares }
   *[other] brikker på felt { $squares }
}{ $extras ->
    [0] .
   *[other] ; { $extra }.
}
diagram-waiting = { WORDS($count) } ventende
diagram-off = { WORDS($count) } båret af
diagram-fines = { $count ->
    [one] én bøde betalt
   *[other] { WORDS($count) } bøder betalt
}
diagram-to-move = Det er spiller { $player }’s tur til at kaste.
diagram-opening-sets = Det ene sæt står på felt { $first }, det andet på felt { $second }; åbningen afgør, hvem der får hvilket.
diagram-throw = Spiller { $player } kaster { $throw }.
diagram-legal = { $count ->
    [one] Det eneste tilladte træk: { $moves }.
   *[other] Tilladte træk: { $moves }.
}
diagram-no-move = Intet tilladt træk: Spiller { $player } passer{ $again ->
    [yes] {" "}og kaster igen.
   *[no] , og turen går videre til modstanderen.
}
diagram-move = { $kind ->
    [enter] Spiller { $player } sætter en brik ind på felt { $to }.
    [off] Spiller { $player } bærer brikken på felt { $from } af brættet.
    [stay] Spiller { $player } lader brikken på felt { $from } blive stående.
   *[step] Spiller { $player } flytter brikken på felt { $from } til felt { $to }.
}
diagram-move-name = { $kind ->
    [enter] ny brik ind på { $to }
    [off] { $from } bæres af
    [stay] { $from } bliver stående
   *[step] { $from } til { $to }
}
diagram-hand = en ventende brik
diagram-off-board = af brættet
diagram-after = Efter trækket:
diagram-route = { $shared ->
    [yes] Den stiplede linje viser den vej, som alle brikker følger.
   *[no] Den stiplede linje viser spiller { $player }’s rute.
}
diagram-result = { $result ->
    [draw] Partiet ender uafgjort.
   *[win] Spiller { $winner } vinder partiet.
}
# Tom på dansk: trækkets egen sætning (»sætter en brik ind på felt 3«) og dets knaptekst
# (»ny brik ind på 3«) siger det allerede.
diagram-effect-enter = {""}
diagram-effect-opening = Spilleren får brikkerne på de lige felter, og åbningen er slut.
diagram-effect-backward = Brikken flytter baglæns, fordi ingen brik kan flytte frem.
diagram-effect-forced = Reglerne kræver netop dette træk.
# $capture, $rosette, $fine og $again (yes eller no): om trækket også slår, lander på en
# roset, koster en bøde eller giver et ekstra kast. Virkningerne siges i én sætning i den
# første besked, der gælder; de senere beskeder er da tomme.
diagram-effect-capture = { $rosette ->
    [yes] Modstanderens brik på rosetten bliver slået
   *[no] Modstanderens brik bliver slået
}{ $fine ->
    [yes] , og spiller { $player } betaler en bøde til puljen{ $again ->
        [yes] {" "}og kaster igen
       *[no] {""}
    }
   *[no] { $again ->
        [yes] , og spiller { $player } kaster igen
       *[no] {""}
    }
}.
diagram-effect-remove = Den forlader spillet for altid.
diagram-effect-swap = De to brikker bytter plads.
diagram-effect-rosette = { $capture ->
    [yes] {""}
   *[no] Brikken lander på en roset{ $fine ->
        [yes] , og spiller { $player } betaler en bøde til puljen{ $again ->
            [yes] {" "}og kaster igen
           *[no] {""}
        }
       *[no] { $again ->
            [yes] , og spiller { $player } kaster igen
           *[no] {""}
        }
    }.
}
diagram-effect-fine = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] Spiller { $player } betaler en bøde til puljen.
    }
}
diagram-effect-water = { $moved ->
    [yes] Brikken lander i Vandets hus og ender på felt { $square }.
   *[no] Brikken lander i Vandets hus og bliver stående der.
}
# Tom på dansk: trækkets egen sætning (»bærer brikken på felt 30 af brættet«) og dets
# knaptekst (»30 bæres af«) siger det allerede.
diagram-effect-bear-off = {""}
diagram-effect-extra-throw = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] Spiller { $player } kaster igen.
    }
}

# Kendalls Vandets hus og felt 26.
diagram-effect-to-water = Modstanderens brik havner i Vandets hus.
diagram-effect-overshoot = Kastet ville føre brikken forbi det felt, den skal standse på, så den falder i Vandets hus.
diagram-effect-wait = Brikken bliver i Vandets hus, og spilleren passer.
diagram-effect-return = Tilbagevenden til felt { $square } afslutter turen straks, og spiller { $player } mister sin næste tur.
diagram-effect-lost-turn = Modstanderens tabte tur springes over.

throws-caption = Kastene i { $variant-game }
throws-value = Kast
throws-chance = Chance
throws-percent = Procent

# Værdier ved perfekt spil, som en diagramblok viser med `values = true` (fra
# `content/solved/`, skrevet af `tabula solve`). `$chance` er en procent.
diagram-values-heading = Ved perfekt spil fra begge sider
diagram-values-position = Før kastet er spiller { $player }’s chance for at vinde herfra { $chance }.
diagram-values-move = { $move }: { $chance }
diagram-values-best = bedst

# Et genafspilningsdiagram med `review = true`: partiet sammenlignet med perfekt spil.
review-heading = Partiet sammenlignet med perfekt spil
review-chart-title = Chancen for, at spiller 1 vinder, træk for træk
review-chart-description = Ved perfekt spil fra begge sider er spiller 1’s chance for at vinde { $start } før første kast; efter sidste træk er den { $end }. Kurven stiger, når spiller 1’s chancer vokser, og falder, når spiller 2’s chancer vokser. En ring markerer en unøjagtighed, en fejl eller en bommert, og jo større ringen er, desto værre er trækket.
review-grades-caption = Sådan blev hver spillers træk vurderet
review-grade-heading = Vurdering
review-player = Spiller { $player }
# Rækkerne i vurderingstabellen (hvor mange træk af hver vurdering en spiller lavede).
review-grade-count = { $grade ->
    [best] Bedste træk
    [good] Gode træk
    [inaccuracy] Unøjagtigheder
    [mistake] Fejl
   *[blunder] Bommerter
}
review-key-heading = Nøgletræk
review-key-none = Intet træk kostede den spiller, der foretog det, 2 procentpoint eller mere.
review-all-heading = Alle trækkene
# $move er trækkets knaptekst; $kind (enter, off, stay, step), $from og $to nævner trækket
# med sætningens egne ord, med de samme verber som diagram-move. $capture, $rosette og $fine
# (yes eller no): om trækket slog, landede på en roset eller kostede en bøde. Bøden får sin
# egen sætning, så »den« i »hvor den slår …« ikke kommer til at betale den.
review-move = Kast { $step }: Spiller { $player } kaster { $throw } og { $kind ->
    [enter] sætter en ny brik ind på felt { $to }
    [off] bærer brikken på felt { $from } af brættet
    [stay] lader brikken på felt { $from } blive stående
   *[step] flytter brikken på felt { $from } til felt { $to }
}{ $capture ->
    [yes] { $rosette ->
        [yes] , en roset, hvor den slår modstanderens brik
       *[no] , hvor den slår modstanderens brik
    }
   *[no] { $rosette ->
        [yes] , en roset
       *[no] {""}
    }
}{ $fine ->
    [yes] . Spiller { $player } betaler en bøde til puljen
   *[no] {""}
}.
# Et kast, der ikke flytter noget: et 0 eller et kast uden tilladt træk. $again er yes, hvor
# kastet alligevel giver sit ekstra kast.
review-pass = Kast { $step }: Spiller { $player } { $throw ->
    [0] kaster 0 og kan ikke flytte
   *[other] kaster { $throw } og har intet tilladt træk
}{ $again ->
    [yes] , men kaster igen.
   *[no] .
}
review-best = Det bedste træk.
# Et træk, der ikke var det bedste: dets vurdering, hvad det kostede spilleren (i procentpoint
# af chancen for at vinde), og det bedste træk med samme kast ($best, dets knaptekst;
# $best-kind, $best-from og $best-to som i review-move).
review-loss = { $grade ->
    [good] Et godt træk
    [inaccuracy] En unøjagtighed
    [mistake] En fejl
   *[blunder] En bommert
}: { $points ->
    [one] { $points } procentpoint
   *[other] { $points } procentpoint
} under det bedste træk, som var at { $best-kind ->
    [enter] sætte en ny brik ind på felt { $best-to }
    [off] bære brikken på felt { $best-from } af brættet
    [stay] lade brikken på felt { $best-from } blive stående
   *[step] flytte brikken på felt { $best-from } til felt { $best-to }
}.
review-thresholds = Hvert træk vurderes efter, hvor meget det sænker spillerens chance for at vinde i forhold til det bedste træk med samme kast: bedste træk (under 0,05 procentpoint), godt træk (under 2 procentpoint), unøjagtighed (under 5), fejl (under 10) og bommert (10 procentpoint eller mere). Et kast, der kun giver ét tilladt træk eller slet intet, bliver ikke vurderet.
