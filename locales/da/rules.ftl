# Names of the variants, and the difference tables computed from rule data.
# Each cell message receives the rule's values as arguments.

# Navnenes former inde i en sætning: `.sentence` (lille forbogstav, bestemt form, som prosaen
# skriver "standardspillet"), `.game`, spillet efter de regler, som det står efter "i" eller
# alene ("kastene i Det kongelige spil fra Ur med fem brikker"), og `.parti`, som det står efter
# "et parti" eller "partier" ("et parti Senet efter Kendalls regler", "partier af Det kongelige
# spil fra Ur efter Bells regler"). En besked får hver form som $variant-FORM og $standard-FORM.
variant-senet-standard = Senet efter standardreglerne
    .sentence = standardspillet
    .game = Senet efter standardreglerne
    .parti = Senet efter standardreglerne
variant-senet-bell = Bells Senet
    .sentence = Bells Senet
    .game = Senet efter Bells regler
    .parti = Senet efter Bells regler
variant-senet-jequier = Jéquiers Senet
    .sentence = Jéquiers Senet
    .game = Senet efter Jéquiers regler
    .parti = Senet efter Jéquiers regler
variant-senet-kendall = Kendalls Senet
    .sentence = Kendalls Senet
    .game = Senet efter Kendalls regler
    .parti = Senet efter Kendalls regler
variant-ur-finkel = Det kongelige spil fra Ur efter standardreglerne
    .sentence = standardreglerne
    .game = Det kongelige spil fra Ur efter standardreglerne
    .parti = af Det kongelige spil fra Ur efter standardreglerne
variant-ur-bell = Det kongelige spil fra Ur efter Bells regler
    .sentence = Bells regler
    .game = Det kongelige spil fra Ur efter Bells regler
    .parti = af Det kongelige spil fra Ur efter Bells regler
variant-ur-masters = Det kongelige spil fra Ur efter Masters’ regler
    .sentence = Masters’ regler
    .game = Det kongelige spil fra Ur efter Masters’ regler
    .parti = af Det kongelige spil fra Ur efter Masters’ regler
variant-ur-blitz = Blitz
    .sentence = Blitz
    .game = Blitz
    .parti = af Blitz
variant-ur-aseb = Aseb (spillet med tyve felter)
    .sentence = Aseb
    .game = Aseb
    .parti = af Aseb
variant-ur-finkel-masters = Masters’ rute
    .sentence = Masters’ rute
    .game = Det kongelige spil fra Ur på Masters’ rute
    .parti = af Det kongelige spil fra Ur på Masters’ rute
variant-ur-finkel-five = Fem brikker
    .sentence = spillet med fem brikker
    .game = Det kongelige spil fra Ur med fem brikker
    .parti = af Det kongelige spil fra Ur med fem brikker

diff-caption = Sådan adskiller { $variant-sentence } sig fra { $standard-sentence }
diff-rule = Regel

list-comma = {", "}
list-and = { $head } og { $last }
list-or = { $head } eller { $last }

rule-pieces = Brikker og opstilling
rule-start = Hvem begynder
rule-throw = Kastet
rule-extra-throw = Ekstra kast
rule-pass = Intet tilladt træk
rule-entry = At sætte en brik ind
rule-landing = At lande på modstanderens brik
rule-safe = Sikre felter
rule-houses = De særlige felter
rule-stop = Et felt, du skal standse på
rule-water = Vandets hus
rule-blockade = Blokader
rule-forced = Trækpligt
rule-backward = At flytte baglæns
rule-bear-off = At bære af
rule-fines = Bøder
rule-end = Sådan vinder du
rule-board = Bræt
rule-route = Rute
rule-options = Valgmuligheder

cell-pieces = { $start ->
    [hand] { $count ->
        [one] Hver spiller har én brik, som venter ved siden af brættet.
       *[other] Hver spiller har { WORDS($count) } brikker, som alle venter ved siden af brættet.
    }
   *[alternate] Hver spiller har { WORDS($count) } brikker, som står skiftevis på felt 1 til { $last }: det ene sæt på de ulige felter, det andet på de lige.
}

cell-start = { $rule ->
    [first-one] Spillerne kaster på skift, indtil en af dem kaster { $throw }. Den, der gør det, får brikkerne på de lige felter, flytter brikken på felt { $front } frem med kastet og kaster igen.
    [first-one-start-throw] Spillerne kaster på skift, indtil en af dem kaster { $throw }. Den, der gør det, får brikkerne på de lige felter, flytter brikken på felt { $front } frem med kastet og kaster igen. Den anden spiller flytter ingen brik, før vedkommende har kastet { $first }: Indtil da er hvert kast et pas.
    [seat-one-start-throw] Spiller 1 begynder. Ingen spiller flytter en brik, før vedkommende har kastet { $first }: Indtil da er hvert kast et pas.
   *[seat-one] Spiller 1 begynder.
}

cell-throw = { $kind ->
    [faces] { $implement ->
        [long-die] Én { $sides ->
            [4] firesidet
           *[other] { $sides }-sidet
        } langterning
       *[other] Én terning
    }, der giver { $faces }.
    [none-counts] { WORDS($count, form: "capital") } { $implement ->
        [sticks] kastepinde: Tæl de flade sider, der vender opad. Vender ingen opad, er kastet { $none }.
       *[other] binære terninger: Tæl de mærkede spidser, der vender opad. Vender ingen opad, er kastet { $none }.
    }
    [table] { WORDS($count, form: "capital") } { $implement ->
        [sticks] kastepinde, hvor du tæller de flade sider, der vender opad
       *[other] binære terninger, hvor du tæller de mærkede spidser, der vender opad
    }: { $values }.
   *[count] { WORDS($count, form: "capital") } { $implement ->
        [sticks] kastepinde: Tæl de flade sider, der vender opad.
       *[other] binære terninger: Tæl de mærkede spidser, der vender opad, fra 0 til { $count }.
    }
}

# One outcome of a throw table: how many sides up, and what that throw is worth.
throw-up = { $up ->
    [0] nul giver { $value }
    [one] én giver { $value }
    [2] to giver { $value }
    [3] tre giver { $value }
    [4] fire giver { $value }
   *[other] { $up } giver { $value }
}

cell-extra-throw = { $kind ->
    [none] Ingen: Efter hvert træk går turen videre til modstanderen.
    [rosette] Lander du på en roset, får du et ekstra kast.
    [throws-rosette] Et kast på { $throws } giver et ekstra kast, og det gør det også at lande på en roset.
    [capture] Slår du en af modstanderens brikker, får du et ekstra kast.
    [rosette-capture] Lander du på en roset eller slår en af modstanderens brikker, får du et ekstra kast, men kun ét, når trækket gør begge dele.
    [throws-capture] Et kast på { $throws } giver et ekstra kast, og det gør det også at slå en af modstanderens brikker.
    [throws-rosette-capture] Du får et ekstra kast for et kast på { $throws }, for at lande på en roset og for at slå en af modstanderens brikker, men aldrig mere end ét pr. træk.
   *[throws] Et kast på { $throws } giver et ekstra kast efter trækket.
}

cell-pass = { $kind ->
    [again] Du passer, men har du kastet { $throws }, må du stadig kaste igen.
    [forfeit] Du passer og får intet ekstra kast, heller ikke efter et kast på { $throws }.
   *[turn-ends] Du passer, og turen går videre til modstanderen.
}

cell-entry = { $kind ->
    [fixed] Kun med et kast på { $throws }, som sætter brikken ind på felt { $square }.
   *[throw] { $any ->
        [1] Med ethvert kast, der giver et træk, kan du sætte en brik ind på feltet med kastets nummer.
       *[other] Med et kast på { $throws } kan du sætte en brik ind på feltet med kastets nummer.
    }
}

cell-landing = { $kind ->
    [swap] De to brikker bytter plads{ $neighbours ->
        [yes] . Har modstanderens brik en brik i sin egen farve ved siden af sig, kan du ikke lande på den.
       *[no] .
    }
    [swap-water] De to brikker bytter plads{ $neighbours ->
        [yes] . Har modstanderens brik en brik i sin egen farve ved siden af sig, kan du ikke lande på den.
       *[no] .
    } På felt { $water-squares } går modstanderens brik i stedet til Vandets hus, felt { $water }, og du kan kun lande på den, mens Vandets hus er tomt.
    [capture] Modstanderens brik bliver slået, går tilbage til de ventende brikker og skal sættes ind igen.
   *[remove] Modstanderens brik bliver slået og forlader spillet for altid.{ $neighbours ->
        [yes] {""}
       *[no] {" "}Nabobrikker giver ingen beskyttelse.
    }
}

cell-safe = { $rosettes ->
    [safe] En brik på en roset kan ikke slås.
    [unsafe] Ingen: En brik kan slås overalt på de fælles felter, også på rosetterne.
   *[none] { $contiguous ->
        [yes] Felt { $from } til { $to }
       *[no] { $count ->
            [1] Felt { $squares }
           *[other] Felt { $squares }
        }
    }{ $guarded ->
        [yes] {" "}samt felt { $guarded-squares }, så længe der står en brik i Vandets hus
       *[no] {""}
    }{ $neighbours ->
        [yes] . Desuden er en brik beskyttet, når en brik i dens egen farve står ved siden af den.
       *[no] .
    }
}

cell-houses = Felt { $houses }.
# De særlige felter i rækkefølge efter feltnummer. $first er yes for det første i listen, som siger »er« én gang for dem alle.
house-rebirth = { $first ->
    [yes] { $square } er Genfødslens hus
   *[no] { $square } Genfødslens hus
}
house-beauty = { $first ->
    [yes] { $square } er Skønhedens hus
   *[no] { $square } Skønhedens hus
}
house-water = { $first ->
    [yes] { $square } er Vandets hus
   *[no] { $square } Vandets hus
}
house-three-truths = { $first ->
    [yes] { $square } er De tre sandheders hus
   *[no] { $square } De tre sandheders hus
}
house-re-atum = { $first ->
    [yes] { $square } er Re-Atums hus
   *[no] { $square } Re-Atums hus
}
house-marks = { $from } til { $to } mærket { $marks }

cell-stop = { $kind ->
    [illegal] Felt { $square } skal nås med et nøjagtigt kast: En brik, der står før det, må ikke passere det i ét træk.
    [water] Felt { $square } skal nås med et nøjagtigt kast: Et træk, der ville passere det, ender i stedet i Vandets hus, felt { $water }, hvis det felt er tomt, og er ellers ikke tilladt.
   *[none] Intet: En brik må passere ethvert felt.
}

cell-water = { $kind ->
    [hold] Felt { $square }. En brik dér bliver stående som den eneste brik, ejeren må flytte, indtil et kast på { $throws } bærer den af. Med ethvert andet kast kan ejeren i stedet sende den tilbage til felt { $rebirth }, hvis det felt er tomt: Så slutter turen straks, ejeren mister sin næste tur, og den tilbagesendte brik skal flytte før alle andre.
    [rebirth] Felt { $square }. En brik, der slutter sit træk dér, går tilbage til felt { $rebirth } eller, hvis det er optaget, til det nærmeste tomme felt før det.
    [first-empty] Felt { $square }. En brik, der slutter sit træk dér, går tilbage til brættets første tomme felt.
    [square] Felt { $square }. En brik, der slutter sit træk dér, går tilbage til felt { $rebirth ->
        [1] 1, eller til det første tomme felt, hvis det er optaget.
       *[other] { $rebirth }, eller til det nærmeste tomme felt før det, hvis det er optaget.
    }
   *[none] Der er intet Vandets hus.
}

# The other cell of a rule only one of the two variants has.
cell-absent = Ikke med i disse regler.

cell-blockade = { $length ->
    [0] Ingen: En brik må springe over et hvilket som helst antal brikker.
   *[other] En brik må ikke springe over { WORDS($length) } eller flere af modstanderens brikker på stribe, hverken frem eller baglæns.
}

cell-forced = { $kind ->
    [squares] Kan en af dine brikker på felt { $from } til { $to } flytte, skal du flytte en af dem.
   *[none] Du skal flytte, hvis du kan, men du vælger selv hvilken brik.
}

cell-backward = { $kind ->
    [no-forward] Kan ingen brik flytte frem, skal du flytte en brik baglæns med det antal felter, du har kastet, og kun til et tomt felt.
    [no-forward-limits] Kan ingen brik flytte frem, skal du flytte en brik{ $up-to ->
        [0] {""}
       *[other] {" "}på felt 1 til { $up-to }
    } baglæns med det antal felter, du har kastet, { $hits ->
        [yes] til et tomt felt eller til en af modstanderens brikker, der ikke har en brik i sin egen farve ved siden af sig; så bytter de to brikker plads.
       *[no] og kun til et tomt felt.
    }
   *[never] Aldrig: Brikkerne flytter kun frem.
}

cell-bear-off = { $rule ->
    [exact] Med et kast, der fører brikken præcis til felt { $exit }, ét felt forbi det sidste.
    [reach] Ved at nå felt { $last } eller gå forbi det, med ethvert kast, men kun når alle dine brikker står på felt { $from } til { $last }.
    [exact-all-from] Med et kast, der fører brikken præcis til felt { $exit }, ét felt forbi det sidste. Ingen brik må bæres af, så længe en af dine brikker står på felt 1 til { $before }.
    [table-all-from] Kun { $table }. Ingen brik må bæres af, så længe en af dine brikker står på felt 1 til { $before }.
   *[table] Kun { $table }.
}
bear-off-from = fra felt { $square } med { $throws }
bear-off-from-any = fra felt { $square } med ethvert kast

cell-fines = { $fine ->
    [0] Ingen.
   *[other] Lander du på en roset, betaler du { $fine ->
        [one] én bøde
       *[other] { WORDS($fine) } bøder
    } til en fælles pulje.
}

cell-end = { $rule ->
    [score] Hver brik, der bæres af, giver et point. Partiet slutter, så snart den ene spiller har flere point, end den anden kan nå, eller når ingen af dem har brikker tilbage på brættet; står det lige, er det uafgjort.
   *[all-off] Den første, der har båret alle { WORDS($count) } brikker af, vinder.
}

cell-board = { $board ->
    [ur] Brættet til Det kongelige spil fra Ur: { WORDS($squares, form: "neuter") } felter.
    [twenty-squares] Brættet til spillet med tyve felter: { WORDS($squares, form: "neuter") } felter med en lang midterrække.
    [senet] Senetbrættet: { WORDS($squares, form: "neuter") } felter.
   *[other] Et bræt med { WORDS($squares, form: "neuter") } felter.
}

cell-route = { $route ->
    [aseb] Asebs rute på { WORDS($length, form: "neuter") } felter, langs hele midterrækken.
    [masters] Masters’ rute på { WORDS($length, form: "neuter") } felter.
    [bell] Bells rute på { WORDS($length, form: "neuter") } felter.
   *[other] En rute på { WORDS($length, form: "neuter") } felter.
}

cell-options = { $count ->
    [0] Ingen.
    [one] Valgfrit: { $options }.
   *[other] Valgfrit: { $options }.
}
# En valgmuligheds værdi står efter »Valgfrit:« i en forskelstabel (cell-options) og begynder
# derfor med lille bogstav. Attributten `.choice` nævner værdien alene, som ét valg under
# valgmulighedens navn (`option-name-*`) i indstillingerne på spillesiden.
option-route = { $value ->
    [masters] Masters’ rute
    [bell] Bells rute
   *[other] { $value }-ruten
}
    .choice = { $value ->
        [masters] Masters’ rute
        [bell] Bells rute
       *[other] { $value }
    }
option-pieces = { $value ->
    [one] { WORDS($value) } brik
   *[other] { WORDS($value) } brikker
}
    .choice = { $value ->
        [one] { WORDS($value, form: "capital") } brik
       *[other] { WORDS($value, form: "capital") } brikker
    }
# Kendalls valgmuligheder.
option-home-row = { $value ->
    [on] reglen om den øverste række
   *[other] uden reglen om den øverste række
}
    .choice = { $value ->
        [on] Til
       *[other] Fra
    }
option-starting-throw = { $value ->
    [on] startkastet
   *[other] uden startkastet
}
    .choice = { $value ->
        [on] Til
       *[other] Fra
    }
option-trap = { $value ->
    [on] fælden
   *[other] uden fælden
}
    .choice = { $value ->
        [on] Til
       *[other] Fra
    }
