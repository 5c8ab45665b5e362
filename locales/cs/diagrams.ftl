# Diagramy: jejich názvy a popisy (čtou je čtečky obrazovky) a tabulka hodů.

diagram-title = { $variant }: { $show ->
    [moves] možné tahy při hodu { $throw }
    [move] tah při hodu { $throw }
    [before-after] před tahem a po tahu při hodu { $throw }
   *[position] postavení
}
diagram-side = { $player ->
    [1] První hráč
   *[other] Druhý hráč
}: { $count ->
    [0] žádný kámen na desce
    [one] jeden kámen na poli { $squares }
    [few] { WORDS($count) } kameny na polích { $squares }
    [many] { WORDS($count) } kamene na polích { $squares }
   *[other] { WORDS($count) } kamenů na polích { $squares }
}{ $extras ->
    [0] .
   *[other] ; { $extra }.
}
diagram-waiting = { $count ->
    [one] jeden čekající kámen
    [few] { WORDS($count) } čekající kameny
    [many] { WORDS($count) } čekajícího kamene
   *[other] { WORDS($count) } čekajících kamenů
}
diagram-off = { $count ->
    [one] jeden vyvedený kámen
    [few] { WORDS($count) } vyvedené kameny
    [many] { WORDS($count) } vyvedeného kamene
   *[other] { WORDS($count) } vyvedených kamenů
}
diagram-fines = { $count ->
    [one] jedna zaplacená pokuta
    [few] { WORDS($count, form: "feminine") } zaplacené pokuty
    [many] { WORDS($count, form: "feminine") } zaplacené pokuty
   *[other] { WORDS($count, form: "feminine") } zaplacených pokut
}
diagram-to-move = Na tahu je { $player ->
    [1] první hráč
   *[other] druhý hráč
}.
diagram-opening-sets = Jedna sada stojí na polích { $first }, druhá na polích { $second }; která připadne kterému hráči, rozhodne teprve zahájení.
diagram-throw = { $player ->
    [1] První hráč
   *[other] Druhý hráč
} hodil { $throw }.
diagram-legal = { $count ->
    [one] Jediný možný tah: { $moves }.
    [few] Možné tahy: { $moves }.
    [many] Možné tahy: { $moves }.
   *[other] Možné tahy: { $moves }.
}
diagram-no-move = Žádný možný tah: { $again ->
    [yes] tah propadá a { $player ->
        [1] první hráč
       *[other] druhý hráč
    } hází znovu.
   *[no] tah { $player ->
        [1] prvního hráče
       *[other] druhého hráče
    } propadá a na tahu je soupeř.
}
diagram-move = { $player ->
    [1] První hráč
   *[other] Druhý hráč
} { $kind ->
    [enter] nasadí kámen na pole { $to }.
    [off] vyvede kámen z pole { $from }.
    [stay] nechá kámen stát na poli { $from }.
   *[step] táhne kamenem z pole { $from } na pole { $to }.
}
diagram-move-name = { $kind ->
    [enter] nový kámen na pole { $to }
    [off] z pole { $from } ven z desky
    [stay] čekání na poli { $from }
   *[step] z pole { $from } na pole { $to }
}
diagram-hand = čekající kámen
diagram-off-board = ven z desky
diagram-after = Po tahu stojí kameny takto.
diagram-route = { $shared ->
    [yes] Tečkovaná čára ukazuje trasu, po které se pohybují kameny obou hráčů.
   *[no] Tečkovaná čára ukazuje trasu { $player ->
        [1] prvního hráče
       *[other] druhého hráče
    }.
}
diagram-result = { $result ->
    [draw] Hra končí remízou.
   *[win] { $winner ->
        [1] První hráč
       *[other] Druhý hráč
    } vyhrává hru.
}
# Prázdné: nasazení říká už věta o tahu („nasadí kámen na pole 3“) i jeho popisek.
diagram-effect-enter = {""}
diagram-effect-opening = Hráč, kterému tento hod padl, dostává kameny na sudých polích a zahájení tím končí.
diagram-effect-backward = Kámen táhne dozadu, protože vpřed nemůže táhnout žádný kámen.
diagram-effect-forced = Tento tah je podle pravidel povinný.
# Vyhození, rozeta, pokuta a hod navíc dostávají $capture, $rosette, $fine a $again
# (yes nebo no: zda má tah i tento účinek), aby je mohla říct jedna věta; zprávy,
# které tato věta pokryje, zůstanou prázdné. Hod navíc nemusí plynout z rozety ani
# z vyhození (Bell: každá 1, 4 a 5; senet), proto jen „a“, nikdy „proto“ ani „takže“.
diagram-effect-capture = { $rosette ->
    [yes] Kámen končí na rozetě{ $fine ->
        [yes] {" "}a vyhazuje z ní soupeřův kámen; { $player ->
            [1] první hráč
           *[other] druhý hráč
        } za tah na rozetu platí pokutu do společného banku{ $again ->
            [yes] {" "}a hází znovu
           *[no] {""}
        }
       *[no] { $again ->
            [yes] , vyhazuje z ní soupeřův kámen a { $player ->
                [1] první hráč
               *[other] druhý hráč
            } hází znovu
           *[no] {" "}a vyhazuje z ní soupeřův kámen
        }
    }
   *[no] Soupeřův kámen je vyhozen{ $fine ->
        [yes] ; { $player ->
            [1] první hráč
           *[other] druhý hráč
        } platí pokutu do společného banku{ $again ->
            [yes] {" "}a hází znovu
           *[no] {""}
        }
       *[no] { $again ->
            [yes] {" "}a { $player ->
                [1] první hráč
               *[other] druhý hráč
            } hází znovu
           *[no] {""}
        }
    }
}.
diagram-effect-remove = Vyhozený kámen natrvalo opouští hru.
diagram-effect-swap = Oba kameny si vymění místo.
diagram-effect-rosette = { $capture ->
    [yes] {""}
   *[no] Kámen končí na rozetě{ $fine ->
        [yes] ; { $player ->
            [1] první hráč
           *[other] druhý hráč
        } za to platí pokutu do společného banku{ $again ->
            [yes] {" "}a hází znovu
           *[no] {""}
        }
       *[no] { $again ->
            [yes] {" "}a { $player ->
                [1] první hráč
               *[other] druhý hráč
            } hází znovu
           *[no] {""}
        }
    }.
}
diagram-effect-fine = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] { $player ->
            [1] První hráč
           *[other] Druhý hráč
        } za to platí pokutu do společného banku.
    }
}
diagram-effect-water = { $moved ->
    [yes] Kámen padá do Domu vody a končí na poli { $square }.
   *[no] Kámen padá do Domu vody a zůstává v něm.
}
# Prázdné: vyvedení říká už věta o tahu („vyvede kámen z pole 30“) i jeho popisek.
diagram-effect-bear-off = {""}
# Hráč se jmenuje: před touto větou může stát věta o kameni nebo o tahu („Oba kameny si
# vymění místo.“, „Tento tah je podle pravidel povinný.“). Slovosled nezačíná třetí větu
# po sobě stejným podmětem jako věty o hodu a o tahu.
diagram-effect-extra-throw = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] Znovu hází { $player ->
            [1] první hráč
           *[other] druhý hráč
        }.
    }
}

# Kendallův Dům vody a pole 26.
diagram-effect-to-water = Soupeřův kámen padá do Domu vody.
diagram-effect-overshoot = Hod by kámen přenesl přes pole, na kterém se musí zastavit, a tak kámen padá do Domu vody.
diagram-effect-wait = Kámen čeká v Domě vody a tah propadá.
diagram-effect-return = Kámen se vrací na pole { $square }: kolo hned končí a { $player ->
    [1] první hráč
   *[other] druhý hráč
} přichází o příští kolo.
diagram-effect-lost-turn = Kolo, o které soupeř přišel, se přeskakuje.

throws-caption = Hody { $variant-game }
throws-value = Hod
throws-chance = Šance
throws-percent = Procenta

# Hodnoty při nejlepší hře, které diagram ukáže s `values = true` (z `content/solved/`,
# které zapisuje `tabula solve`). `$chance` je procento.
diagram-values-heading = Při nejlepší hře obou stran
diagram-values-position = Před hodem vyhrává z tohoto postavení { $player ->
    [1] první hráč
   *[other] druhý hráč
} { $chance } partií.
diagram-values-move = { $move }: { $chance }
diagram-values-best = nejlepší

# Rozbor partie, který ukáže diagram přehrávání s `review = true`: partie porovnaná tah po tahu
# s nejlepší hrou obou stran.
review-heading = Rozbor partie podle nejlepší hry
review-chart-title = Šance prvního hráče na výhru tah po tahu
review-chart-description = Před prvním hodem vyhrává první hráč při nejlepší hře obou stran { $start } partií, po posledním tahu { $end }. Čára stoupá, když rostou šance prvního hráče, a klesá, když rostou šance druhého hráče; kroužek označuje nepřesnost, chybu nebo hrubou chybu, a čím je větší, tím horší byl tah.
review-grades-caption = Jak byly hodnoceny tahy obou hráčů
review-grade-heading = Hodnocení
review-player = { $player ->
    [1] První hráč
   *[other] Druhý hráč
}
# Řádky tabulky hodnocení (kolik tahů s daným hodnocením hráč zahrál).
review-grade-count = { $grade ->
    [best] Nejlepší tahy
    [good] Dobré tahy
    [inaccuracy] Nepřesnosti
    [mistake] Chyby
   *[blunder] Hrubé chyby
}
review-key-heading = Klíčové tahy
review-key-none = Žádný tah nestál hráče, který ho zahrál, ani 2 procentní body šance na výhru.
review-all-heading = Všechny hody
# $move je popisek tahu; $kind (enter, off, stay, step), $from a $to tah pojmenují
# vlastními slovy věty. $capture, $rosette a $fine (yes nebo no): zda tah vyhodil
# soupeřův kámen, skončil na rozetě nebo stál pokutu.
review-move = Hod { $step }: { $player ->
    [1] první hráč
   *[other] druhý hráč
} hodil { $throw }{ $fine ->
    [yes] ,
   *[no] {" "}a
} { $kind ->
    [enter] nasadil nový kámen na { $rosette ->
        [yes] rozetu na poli { $to }
       *[no] pole { $to }
    }
    [off] vyvedl kámen z pole { $from }
    [stay] nechal kámen stát na poli { $from }
   *[step] táhl kamenem z pole { $from } na { $rosette ->
        [yes] rozetu na poli { $to }
       *[no] pole { $to }
    }
}{ $capture ->
    [yes] , kde vyhodil soupeřův kámen{ $fine ->
        [yes] ,
       *[no] {""}
    }
   *[no] {""}
}{ $fine ->
    [yes] {" "}a zaplatil pokutu
   *[no] {""}
}.
review-pass = Hod { $step }: { $player ->
    [1] první hráč
   *[other] druhý hráč
} { $throw ->
    [0] hodil 0, a tím jeho kolo skončilo
   *[other] hodil { $throw }, ale neměl žádný možný tah
}{ $again ->
    [yes] ; přesto házel znovu.
   *[no] .
}
review-best = Nejlepší tah.
# Tah, který nebyl nejlepší: jeho hodnocení, o kolik snížil hráči šanci na výhru (v procentních
# bodech) a nejlepší tah při stejném hodu ($best, jeho popisek; $best-kind, $best-from
# a $best-to jako v review-move).
review-loss = { $grade ->
    [good] Dobrý tah
    [inaccuracy] Nepřesnost
    [mistake] Chyba
   *[blunder] Hrubá chyba
}: { $points ->
    [one] šance na výhru o { $points } procentní bod nižší než po nejlepším tahu
    [few] šance na výhru o { $points } procentní body nižší než po nejlepším tahu
    [many] šance na výhru o { $points } procentního bodu nižší než po nejlepším tahu
   *[other] šance na výhru o { $points } procentních bodů nižší než po nejlepším tahu
}; nejlepší bylo { $best-kind ->
    [enter] nasadit nový kámen na pole { $best-to }
    [off] vyvést kámen z pole { $best-from }
    [stay] nechat kámen stát na poli { $best-from }
   *[step] táhnout kamenem z pole { $best-from } na pole { $best-to }
}.
review-thresholds = Každý tah je ohodnocen podle toho, o kolik snížil hráči, který ho zahrál, šanci na výhru ve srovnání s nejlepším tahem při stejném hodu: nejlepší tah (méně než 0,05 procentního bodu), dobrý tah (méně než 2 procentní body), nepřesnost (méně než 5), chyba (méně než 10), hrubá chyba (10 procentních bodů a víc). Hody, při kterých je možný jen jeden tah nebo žádný, se nehodnotí.
