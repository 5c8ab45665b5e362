# Names of the variants, and the difference tables computed from rule data.
# Each cell message receives the rule's values as arguments.

# Tvary názvů ve větě: `.sentence` (1. pád uprostřed věty), `.genitive` (2. pád) a `.game`
# (2. pád názvu hry, za slovy „partie“, „hody“: „partie standardního senetu“).
# Zpráva, která název použije ve větě, dostane každý tvar jako $variant-FORM a $standard-FORM.
variant-senet-standard = Standardní senet
    .sentence = standardní senet
    .genitive = standardního senetu
    .game = standardního senetu
variant-senet-bell = Senet podle Bella
    .sentence = senet podle Bella
    .genitive = senetu podle Bella
    .game = senetu podle Bella
variant-senet-jequier = Senet podle Jéquiera
    .sentence = senet podle Jéquiera
    .genitive = senetu podle Jéquiera
    .game = senetu podle Jéquiera
variant-senet-kendall = Senet podle Kendalla
    .sentence = senet podle Kendalla
    .genitive = senetu podle Kendalla
    .game = senetu podle Kendalla
variant-ur-finkel = Standardní Královská hra z Uru
    .sentence = standardní pravidla
    .genitive = standardních pravidel
    .game = standardní Královské hry z Uru
variant-ur-bell = Královská hra z Uru podle Bella
    .sentence = pravidla podle Bella
    .genitive = pravidel podle Bella
    .game = Královské hry z Uru podle Bella
variant-ur-masters = Královská hra z Uru podle Masterse
    .sentence = pravidla podle Masterse
    .genitive = pravidel podle Masterse
    .game = Královské hry z Uru podle Masterse
variant-ur-blitz = Blitz
    .sentence = Blitz
    .genitive = Blitzu
    .game = Blitzu
variant-ur-aseb = Aseb (hra o dvaceti polích)
    .sentence = Aseb
    .genitive = Asebu
    .game = Asebu
variant-ur-finkel-masters = Mastersova trasa
    .sentence = pravidla s Mastersovou trasou
    .genitive = pravidel s Mastersovou trasou
    .game = Královské hry z Uru na Mastersově trase
variant-ur-finkel-five = Pět kamenů
    .sentence = pravidla s pěti kameny
    .genitive = pravidel s pěti kameny
    .game = Královské hry z Uru s pěti kameny

# Názvy variant jsou v záhlaví sloupců v 1. pádu; popisek tabulky používá jejich tvary.
diff-caption = Čím se { $variant-sentence } liší od { $standard-genitive }
diff-rule = Pravidlo

list-comma = {", "}
list-and = { $head } a { $last }
list-or = { $head } nebo { $last }

rule-pieces = Kameny a rozestavení
rule-start = Kdo začíná
rule-throw = Hody
rule-extra-throw = Hody navíc
rule-pass = Žádný možný tah
rule-entry = Nasazení kamene
rule-landing = Tah na pole se soupeřovým kamenem
rule-safe = Bezpečná pole
rule-houses = Zvláštní pole
rule-stop = Pole, na kterém se musí zastavit
rule-water = Dům vody
rule-blockade = Blokády
rule-forced = Povinné tahy
rule-backward = Tah dozadu
rule-bear-off = Vyvádění
rule-fines = Pokuty
rule-end = Jak vyhrát
rule-board = Deska
rule-route = Trasa
rule-options = Volitelná pravidla

cell-pieces = { $start ->
    [hand] { $count ->
        [one] Každý hráč má jeden kámen, který na začátku čeká mimo desku.
        [few] Každý hráč má { WORDS($count) } kameny a všechny na začátku čekají mimo desku.
        [many] Každý hráč má { WORDS($count) } kamene a všechny na začátku čekají mimo desku.
       *[other] Každý hráč má { WORDS($count) } kamenů a všechny na začátku čekají mimo desku.
    }
   *[alternate] Každý hráč má { $count ->
        [one] { WORDS($count) } kámen
        [few] { WORDS($count) } kameny
        [many] { WORDS($count) } kamene
       *[other] { WORDS($count) } kamenů
    }. Kameny stojí střídavě na polích 1 až { $last }: jedna sada na lichých polích, druhá na sudých.
}

cell-start = { $rule ->
    [first-one] Hráči házejí střídavě, každý jednou, dokud někomu nepadne { $throw }. Ten dostane sadu na sudých polích, týmž hodem posune kámen z pole { $front } o { WORDS($throw, form: "neuter") } { $throw ->
        [one] pole
        [few] pole
        [many] pole
       *[other] polí
    } vpřed a hází znovu.
    [first-one-start-throw] Hráči házejí střídavě, každý jednou, dokud někomu nepadne { $throw }. Ten dostane sadu na sudých polích, týmž hodem posune kámen z pole { $front } o { WORDS($throw, form: "neuter") } { $throw ->
        [one] pole
        [few] pole
        [many] pole
       *[other] polí
    } vpřed a hází znovu. Jeho soupeř nesmí táhnout žádným kamenem, dokud mu samému nepadne { $first }: do té doby mu tah pokaždé propadá.
    [seat-one-start-throw] Začíná první hráč. Žádný hráč nesmí táhnout kamenem, dokud mu nepadne { $first }: do té doby mu tah pokaždé propadá.
   *[seat-one] Začíná první hráč.
}

cell-throw = { $kind ->
    [faces] { $implement ->
        [long-die] { $sides ->
            [4] Jedna čtyřboká podlouhlá kostka
           *[other] Jedna podlouhlá kostka se { WORDS($sides, form: "feminine-instrumental") } bočními stěnami
        }
       *[other] Jedna kostka se { WORDS($sides, form: "feminine-instrumental") } stěnami
    }, na které padá { $faces }.
    [none-counts] { $implement ->
        [sticks] Hází se { $count ->
            [one] { WORDS($count, form: "feminine-instrumental") } házecí tyčinkou
            [few] { WORDS($count, form: "feminine-instrumental") } házecími tyčinkami
            [many] { WORDS($count, form: "feminine-instrumental") } házecí tyčinky
           *[other] { WORDS($count, form: "feminine-instrumental") } házecími tyčinkami
        }: hod je počet tyčinek, které dopadnou plochou stranou nahoru; když žádná, platí hod { $none }.
       *[other] Hází se { $count ->
            [one] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnou kostkou
            [few] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnými kostkami
            [many] { WORDS($count, form: "feminine-instrumental") } čtyřstěnné kostky
           *[other] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnými kostkami
        }: hod je počet označených hrotů, které míří nahoru; když žádný, platí hod { $none }.
    }
    [table] { $implement ->
        [sticks] Hází se { $count ->
            [one] { WORDS($count, form: "feminine-instrumental") } házecí tyčinkou
            [few] { WORDS($count, form: "feminine-instrumental") } házecími tyčinkami
            [many] { WORDS($count, form: "feminine-instrumental") } házecí tyčinky
           *[other] { WORDS($count, form: "feminine-instrumental") } házecími tyčinkami
        }; hodnotu hodu určuje počet plochých stran nahoře: { $values }.
       *[other] Hází se { $count ->
            [one] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnou kostkou
            [few] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnými kostkami
            [many] { WORDS($count, form: "feminine-instrumental") } čtyřstěnné kostky
           *[other] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnými kostkami
        }; hodnotu hodu určuje počet označených hrotů, které míří nahoru: { $values }.
    }
   *[count] { $implement ->
        [sticks] Hází se { $count ->
            [one] { WORDS($count, form: "feminine-instrumental") } házecí tyčinkou
            [few] { WORDS($count, form: "feminine-instrumental") } házecími tyčinkami
            [many] { WORDS($count, form: "feminine-instrumental") } házecí tyčinky
           *[other] { WORDS($count, form: "feminine-instrumental") } házecími tyčinkami
        }: hod je počet tyčinek, které dopadnou plochou stranou nahoru.
       *[other] Hází se { $count ->
            [one] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnou kostkou
            [few] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnými kostkami
            [many] { WORDS($count, form: "feminine-instrumental") } čtyřstěnné kostky
           *[other] { WORDS($count, form: "feminine-instrumental") } čtyřstěnnými kostkami
        }: hod je počet označených hrotů, které míří nahoru, od 0 do { $count }.
    }
}

# One outcome of a throw table: how many sides up, and what that throw is worth.
throw-up = { $up ->
    [0] žádný hrot znamená hod { $value }
    [one] jeden hrot hod { $value }
    [2] dva hroty hod { $value }
    [3] tři hroty hod { $value }
    [4] čtyři hroty hod { $value }
   *[other] { $up } hrotů hod { $value }
}

cell-extra-throw = { $kind ->
    [none] Žádné: po každém tahu je na tahu soupeř.
    [rosette] Tah, který skončí na rozetě, přináší hod navíc.
    [throws-rosette] Hod { $throws } nebo tah, který skončí na rozetě, přináší hod navíc.
    [capture] Tah, který vyhodí soupeřův kámen, přináší hod navíc.
    [rosette-capture] Tah, který skončí na rozetě nebo vyhodí soupeřův kámen, přináší hod navíc; tah, který udělá obojí, jen jeden.
    [throws-capture] Hod { $throws } nebo tah, který vyhodí soupeřův kámen, přináší hod navíc.
    [throws-rosette-capture] Hod { $throws } nebo tah, který skončí na rozetě nebo vyhodí soupeřův kámen, přináší hod navíc, nejvýše jeden za tah.
   *[throws] Hod { $throws } přináší po tahu hod navíc.
}

cell-pass = { $kind ->
    [again] Tah propadá, ale po hodu { $throws } se přesto hází znovu.
    [forfeit] Tah propadá a hod navíc nenásleduje ani po hodu { $throws }.
   *[turn-ends] Tah propadá a na tahu je soupeř.
}

cell-entry = { $kind ->
    [fixed] Kámen nasadíte jen hodem { $throws }, a to na pole { $square }.
   *[throw] { $any ->
        [1] Kámen nasadíte každým nenulovým hodem, a to na pole s číslem, které padlo.
       *[other] Kámen nasadíte hodem { $throws }, a to na pole s číslem, které padlo.
    }
}

cell-landing = { $kind ->
    [swap] Oba kameny si vymění místo{ $neighbours ->
        [yes] . Stojí-li ale vedle soupeřova kamene kámen téže barvy, na jeho pole táhnout nelze.
       *[no] .
    }
    [swap-water] Oba kameny si vymění místo{ $neighbours ->
        [yes] . Stojí-li ale vedle soupeřova kamene kámen téže barvy, na jeho pole táhnout nelze.
       *[no] .
    } Na polích { $water-squares } jde soupeřův kámen místo toho do Domu vody (pole { $water }) a na kámen na těchto polích lze táhnout jen tehdy, když je pole { $water } prázdné.
    [capture] Soupeřův kámen je vyhozen mezi čekající kameny a musí být znovu nasazen.
   *[remove] Soupeřův kámen je vyhozen a natrvalo opouští hru.{ $neighbours ->
        [yes] {""}
       *[no] {" "}Sousední kameny žádnou ochranu nedávají.
    }
}

cell-safe = { $rosettes ->
    [safe] Kámen na rozetě nelze vyhodit.
    [unsafe] Žádná: kámen lze vyhodit na kterémkoli společném poli, i na rozetě.
   *[none] { $contiguous ->
        [yes] Pole { $from } až { $to }
       *[no] { $count ->
            [1] Pole { $squares }
           *[other] Pole { $squares }
        }
    }{ $guarded ->
        [yes] {" "}a po dobu, kdy je v Domě vody kámen, také pole { $guarded-squares }
       *[no] {""}
    }{ $neighbours ->
        [yes] ; na ostatních polích je kámen chráněný, dokud vedle něj stojí kámen jeho barvy.
       *[no] .
    }
}

cell-houses = { $houses }.
# Zvláštní pole v pořadí jejich čísel. $first je yes u prvního v seznamu, které jednou za všechna říká „je“.
house-rebirth = { $first ->
    [yes] Pole { $square } je Dům znovuzrození
   *[no] { $square } Dům znovuzrození
}
house-beauty = { $first ->
    [yes] Pole { $square } je Dům krásy
   *[no] { $square } Dům krásy
}
house-water = { $first ->
    [yes] Pole { $square } je Dům vody
   *[no] { $square } Dům vody
}
house-three-truths = { $first ->
    [yes] Pole { $square } je Dům tří pravd
   *[no] { $square } Dům tří pravd
}
house-re-atum = { $first ->
    [yes] Pole { $square } je Dům Re-Atuma
   *[no] { $square } Dům Re-Atuma
}
house-marks = { $from } až { $to } nesou značky { $marks }

cell-stop = { $kind ->
    [illegal] Na pole { $square } se musí dojít přesným hodem: kámen z nižšího pole ho nesmí jedním tahem přejít.
    [water] Na pole { $square } se musí dojít přesným hodem: tah, který by ho přešel, skončí místo toho v Domě vody na poli { $water }, je-li prázdné, a jinak není možný.
   *[none] Žádné: kámen smí přejít kterékoli pole.
}

cell-water = { $kind ->
    [hold] Pole { $square }. Kámen, který se na něj dostane, tam zůstane, dokud ho hod { $throws } nevyvede, a do té doby je jediným kamenem, kterým jeho majitel smí táhnout (přednost před ním má jen kámen vrácený na pole { $rebirth }). Při jiném hodu ho majitel může místo toho poslat zpět na pole { $rebirth }, je-li prázdné: kolo tím hned končí, majitel přichází o příští kolo a vrácený kámen musí táhnout dřív než kterýkoli jiný.
    [rebirth] Pole { $square }. Kámen, který na něm skončí, se vrací na pole { $rebirth }, a je-li obsazené, na nejbližší nižší volné pole.
    [first-empty] Pole { $square }. Kámen, který na něm skončí, se přesune na první volné pole desky.
    [square] Pole { $square }. Kámen, který na něm skončí, se vrací na pole { $rebirth ->
        [1] 1, a je-li obsazené, na první volné pole.
       *[other] { $rebirth }, a je-li obsazené, na nejbližší nižší volné pole.
    }
   *[none] Dům vody tu není.
}

# The other cell of a rule only one of the two variants has.
cell-absent = V těchto pravidlech není.

cell-blockade = { $length ->
    [0] Žádné: kámen smí přeskočit libovolný počet kamenů.
    [one] Kámen nesmí přeskočit žádný soupeřův kámen, ani při tahu vpřed, ani při tahu dozadu.
    [few] Kámen nesmí přeskočit { WORDS($length) } nebo více soupeřových kamenů stojících za sebou, ani při tahu vpřed, ani při tahu dozadu.
    [many] Kámen nesmí přeskočit { WORDS($length) } nebo více soupeřových kamenů stojících za sebou, ani při tahu vpřed, ani při tahu dozadu.
   *[other] Kámen nesmí přeskočit { WORDS($length) } nebo více soupeřových kamenů stojících za sebou, ani při tahu vpřed, ani při tahu dozadu.
}

cell-forced = { $kind ->
    [squares] Může-li se pohnout některý váš kámen na polích { $from } až { $to }, musíte táhnout jedním z nich.
   *[none] Táhnout smíte kterýmkoli kamenem, který se může pohnout.
}

cell-backward = { $kind ->
    [no-forward] Pokud žádný kámen nemůže táhnout vpřed, musíte jedním kamenem táhnout o hozený počet polí dozadu, a to na prázdné pole.
    [no-forward-limits] Pokud žádný kámen nemůže táhnout vpřed, musíte jedním{ $up-to ->
        [0] {" "}kamenem
       *[other] {" "}z kamenů na polích 1 až { $up-to }
    } táhnout o hozený počet polí dozadu { $hits ->
        [yes] na prázdné pole, nebo na soupeřův kámen, vedle kterého nestojí kámen jeho barvy; ten si s ním pak vymění místo.
       *[no] na prázdné pole.
    }
   *[never] Nikdy: kameny táhnou jen vpřed.
}

cell-bear-off = { $rule ->
    [exact] Přesným hodem na pole { $exit }, tedy na první pole za koncem trasy.
    [reach] Dosažením pole { $last } nebo jeho překročením, jakýmkoli hodem, ale jen když všechny vaše kameny stojí na polích { $from } až { $last }.
    [exact-all-from] Přesným hodem na pole { $exit }, tedy na první pole za koncem trasy. Žádný kámen nelze vyvést, dokud některý z vašich kamenů stojí na polích 1 až { $before }.
    [table-all-from] Jen { $table }. Žádný kámen nelze vyvést, dokud některý z vašich kamenů stojí na polích 1 až { $before }.
   *[table] Jen { $table }.
}
bear-off-from = z pole { $square } hodem { $throws }
bear-off-from-any = z pole { $square } jakýmkoli hodem

cell-fines = { $fine ->
    [0] Žádné.
   *[other] Kdo skončí tah na rozetě, zaplatí { $fine ->
        [one] jednu pokutu
        [few] { WORDS($fine, form: "feminine") } pokuty
        [many] { WORDS($fine, form: "feminine") } pokuty
       *[other] { WORDS($fine, form: "feminine") } pokut
    } do společného banku.
}

cell-end = { $rule ->
    [score] Každý vyvedený kámen přináší jeden bod a vyhrává ten, kdo má víc bodů. Hra končí, jakmile má jeden hráč víc bodů, než kolik jich druhý může mít na konci nanejvýš, nebo když na desce nezbude žádný kámen; při rovnosti bodů je to remíza.
   *[all-off] { $count ->
        [one] Vyhrává ten, kdo jako první vyvede svůj jediný kámen.
        [few] Vyhrává ten, kdo jako první vyvede všechny { WORDS($count) } kameny.
        [many] Vyhrává ten, kdo jako první vyvede všech { WORDS($count) } kamene.
       *[other] Vyhrává ten, kdo jako první vyvede všech { WORDS($count) } kamenů.
    }
}

cell-board = { $board ->
    [ur] Deska Královské hry z Uru o { WORDS($squares, form: "locative") } { $squares ->
        [one] poli
       *[other] polích
    }.
    [twenty-squares] Deska hry o dvaceti polích s dlouhou prostřední řadou.
    [senet] Deska senetu o { WORDS($squares, form: "locative") } { $squares ->
        [one] poli
       *[other] polích
    }.
   *[other] Deska o { WORDS($squares, form: "locative") } { $squares ->
        [one] poli
       *[other] polích
    }.
}

cell-route = { $route ->
    [aseb] Trasa Asebu o { WORDS($length, form: "locative") } { $length ->
        [one] poli
       *[other] polích
    }, která vede po celé prostřední řadě.
    [masters] Mastersova trasa o { WORDS($length, form: "locative") } { $length ->
        [one] poli
       *[other] polích
    }.
    [bell] Bellova trasa o { WORDS($length, form: "locative") } { $length ->
        [one] poli
       *[other] polích
    }.
   *[other] Trasa o { WORDS($length, form: "locative") } { $length ->
        [one] poli
       *[other] polích
    }.
}

cell-options = { $count ->
    [0] Žádná.
    [one] Volitelně: { $options }.
    [few] Volitelně: { $options }.
    [many] Volitelně: { $options }.
   *[other] Volitelně: { $options }.
}
option-route = { $value ->
    [masters] Mastersova trasa
    [bell] Bellova trasa
   *[other] trasa { $value }
}
    .choice = { $value ->
        [masters] Mastersova trasa
        [bell] Bellova trasa
       *[other] { $value }
    }
# Počet kamenů (5 nebo 7) přichází jako číslo a píše se slovy.
option-pieces = { $value ->
    [one] jeden kámen na hráče
    [few] { WORDS($value) } kameny na hráče
   *[other] { WORDS($value) } kamenů na hráče
}
    .choice = { $value ->
        [one] Jeden kámen
        [few] { WORDS($value, form: "capitalized") } kameny
       *[other] { WORDS($value, form: "capitalized") } kamenů
    }
# Kendallova volitelná pravidla. Řadí se podle názvu, takže pravidlo horní řady je první.
option-home-row = { $value ->
    [on] pravidlo horní řady
   *[other] bez pravidla horní řady
}
    .choice = { $value ->
        [on] Zapnuto
       *[other] Vypnuto
    }
option-starting-throw = { $value ->
    [on] počáteční hod
   *[other] bez počátečního hodu
}
    .choice = { $value ->
        [on] Zapnuto
       *[other] Vypnuto
    }
option-trap = { $value ->
    [on] past
   *[other] bez pasti
}
    .choice = { $value ->
        [on] Zapnuto
       *[other] Vypnuto
    }
