# Navnene på variantene og forskjellstabellene, som bygges fra regeldataene.
# Hver cellemelding får verdiene til regelen som argumenter.

# Formene til navnene inne i en setning: `.sentence` (liten forbokstav, bestemt form der det trengs),
# og `.rules`, regelsettet etter «etter» i statistikken («partier ... etter Kendalls regler»).
# Selve navnet er kort der sammenhengen allerede sier hvilket spill det gjelder (titler,
# tabellhoder); `.full` er hele navnet, for en setning som må stå på egen hånd (`play-description`).
# En melding som bruker navnet i en setning, får hver form som $variant-FORM og $standard-FORM.
variant-senet-standard = Standardspillet i senet
    .full = Standardspillet i senet
    .sentence = standardspillet
    .rules = standardreglene
variant-senet-bell = Bells senet
    .full = Bells senet
    .sentence = Bells senet
    .rules = Bells regler
variant-senet-jequier = Jéquiers senet
    .full = Jéquiers senet
    .sentence = Jéquiers senet
    .rules = Jéquiers regler
variant-senet-kendall = Kendalls senet
    .full = Kendalls senet
    .sentence = Kendalls senet
    .rules = Kendalls regler
variant-ur-finkel = Standardreglene
    .full = Det kongelige spillet fra Ur med standardreglene
    .sentence = standardreglene
    .rules = standardreglene
variant-ur-bell = Bells regler
    .full = Det kongelige spillet fra Ur med Bells regler
    .sentence = Bells regler
    .rules = Bells regler
variant-ur-masters = Masters’ regler
    .full = Det kongelige spillet fra Ur med Masters’ regler
    .sentence = Masters’ regler
    .rules = Masters’ regler
variant-ur-blitz = Blitz
    .full = Blitz
    .sentence = Blitz
    .rules = Blitz-reglene
variant-ur-aseb = Aseb (spillet med tjue felt)
    .full = Aseb (spillet med tjue felt)
    .sentence = Aseb
    .rules = reglene for Aseb
variant-ur-finkel-masters = Masters’ rute
    .full = Det kongelige spillet fra Ur på Masters’ rute
    .sentence = spillet på Masters’ rute
    .rules = standardreglene på Masters’ rute
variant-ur-finkel-five = Fem brikker
    .full = Det kongelige spillet fra Ur med fem brikker
    .sentence = spillet med fem brikker
    .rules = standardreglene med fem brikker

diff-caption = Slik skiller { $variant-sentence } seg fra { $standard-sentence }
diff-rule = Regel

list-comma = {", "}
list-and = { $head } og { $last }
list-or = { $head } eller { $last }

rule-pieces = Brikker og oppstilling
rule-start = Hvem som begynner
rule-throw = Kast
rule-extra-throw = Ekstra kast
rule-pass = Ingen lovlige trekk
rule-entry = Å sette inn en brikke
rule-landing = Å lande på en motstander
rule-safe = Trygge felt
rule-houses = De spesielle feltene
rule-stop = Et felt du må stoppe på
rule-water = Vannets hus
rule-blockade = Sperrer
rule-forced = Tvungne trekk
rule-backward = Å flytte bakover
rule-bear-off = Å føre av
rule-fines = Bøter
rule-end = Slik vinner du
rule-board = Brett
rule-route = Rute
rule-options = Valg

cell-pieces = { $start ->
    [hand] { $count ->
        [one] Én brikke hver, som venter ved siden av brettet.
       *[other] { WORDS($count, form: "capitalized") } brikker hver, som alle venter ved siden av brettet.
    }
   *[alternate] { WORDS($count, form: "capitalized") } brikker hver, vekselvis på felt 1 til { $last }: det ene settet på oddetallsfeltene, det andre på partallsfeltene.
}

cell-start = { $rule ->
    [first-one] Spillerne kaster etter tur til en av dem får en { $throw }-er. Den spilleren tar brikkene på partallsfeltene, bruker kastet til å flytte brikken på felt { $front } fremover og kaster igjen.
    [first-one-start-throw] Spillerne kaster etter tur til en av dem får en { $throw }-er. Den spilleren tar brikkene på partallsfeltene, bruker kastet til å flytte brikken på felt { $front } fremover og kaster igjen. Den andre spilleren flytter ingen brikke før et kast på { $first }: til da står den spilleren over på hvert kast.
    [seat-one-start-throw] Spiller 1 begynner. Ingen spiller flytter noen brikke før et kast på { $first }: til da står spilleren over på hvert kast.
   *[seat-one] Spiller 1 begynner.
}

cell-throw = { $kind ->
    [faces] Én { $implement ->
        [long-die] { $sides ->
            [4] firesidig langterning
           *[other] langterning med { WORDS($sides) } sider
        }
       *[other] terning med { WORDS($sides) } sider
    }, som gir { $faces }.
    [none-counts] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] kastepinner: tell de flate sidene som vender opp; ingen flat side opp teller { $none }.
       *[other] binære terninger: tell de merkede spissene som peker opp; ingen merket spiss opp teller { $none }.
    }
    [table] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] kastepinner, der du teller de flate sidene som vender opp
       *[other] binære terninger, der du teller de merkede spissene som peker opp
    }: { $values }.
   *[count] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] kastepinner: tell de flate sidene som vender opp.
       *[other] binære terninger: tell de merkede spissene som peker opp, fra 0 til { $count }.
    }
}

# One outcome of a throw table: how many sides up, and what that throw is worth.
throw-up = { $up ->
    [0] ingen gir { $value }
    [one] én gir { $value }
    [2] to gir { $value }
    [3] tre gir { $value }
    [4] fire gir { $value }
   *[other] { $up } gir { $value }
}

cell-extra-throw = { $kind ->
    [none] Ingen: etter hvert trekk går turen over til motstanderen.
    [rosette] Lander du på en rosett, får du et ekstra kast.
    [throws-rosette] Du får et ekstra kast etter et kast på { $throws }, og når du lander på en rosett.
    [capture] Slår du en motstanderbrikke, får du et ekstra kast.
    [rosette-capture] Lander du på en rosett eller slår en motstanderbrikke, får du et ekstra kast, men bare ett når trekket gjør begge deler.
    [throws-capture] Du får et ekstra kast etter et kast på { $throws }, og når du slår en motstanderbrikke.
    [throws-rosette-capture] Du får et ekstra kast etter et kast på { $throws }, når du lander på en rosett, og når du slår en motstanderbrikke, men aldri mer enn ett per trekk.
   *[throws] Et kast på { $throws } gir et ekstra kast etter trekket.
}

cell-pass = { $kind ->
    [again] Du står over, men etter et kast på { $throws } får du likevel kaste igjen.
    [forfeit] Du står over, og turen går til motstanderen, også etter et kast på { $throws }.
   *[turn-ends] Du står over, og turen går til motstanderen.
}

cell-entry = { $kind ->
    [fixed] Bare med et kast på { $throws }, som setter brikken inn på felt { $square }.
   *[throw] { $any ->
        [1] Med et hvilket som helst kast du kan flytte med, kan du sette inn en brikke på feltet med samme nummer som kastet.
       *[other] Med et kast på { $throws } kan du sette inn en brikke på feltet med samme nummer som kastet.
    }
}

cell-landing = { $kind ->
    [swap] De to brikkene bytter plass{ $neighbours ->
        [yes] , med mindre motstanderbrikken har en brikke i samme farge ved siden av seg: da kan du ikke lande der.
       *[no] .
    }
    [swap-water] De to brikkene bytter plass{ $neighbours ->
        [yes] , med mindre motstanderbrikken har en brikke i samme farge ved siden av seg: da kan du ikke lande der.
       *[no] .
    } På felt { $water-squares } går motstanderbrikken i stedet til Vannets hus, felt { $water }, og en motstanderbrikke på disse feltene kan du bare lande på mens Vannets hus er ledig.
    [capture] Motstanderbrikken blir slått og går tilbake utenfor brettet, og den må settes inn på nytt.
   *[remove] Motstanderbrikken blir slått og forlater spillet for godt.{ $neighbours ->
        [yes] {""}
       *[no] {" "}Brikker i samme farge ved siden av gir ingen beskyttelse.
    }
}

cell-safe = { $rosettes ->
    [safe] En brikke på en rosett kan ikke slås.
    [unsafe] Ingen: en brikke kan slås hvor som helst på de felles feltene, også når den står på en rosett.
   *[none] { $contiguous ->
        [yes] Felt { $from } til { $to }
       *[no] { $count ->
            [one] Felt { $squares }
           *[other] Feltene { $squares }
        }
    }{ $guarded ->
        [yes] , og feltene { $guarded-squares } så lenge det står en brikke i Vannets hus
       *[no] {""}
    }{ $neighbours ->
        [yes] . Dessuten er enhver brikke med en brikke i samme farge ved siden av seg beskyttet.
       *[no] .
    }
}

cell-houses = { $houses }.
# De spesielle feltene i rekkefølge etter feltnummer. $first er yes for det første i listen, som sier «er» én gang for alle.
house-rebirth = { $first ->
    [yes] { $square } er Gjenfødelsens hus
   *[no] { $square } Gjenfødelsens hus
}
house-beauty = { $first ->
    [yes] { $square } er Skjønnhetens hus
   *[no] { $square } Skjønnhetens hus
}
house-water = { $first ->
    [yes] { $square } er Vannets hus
   *[no] { $square } Vannets hus
}
house-three-truths = { $first ->
    [yes] { $square } er De tre sannheters hus
   *[no] { $square } De tre sannheters hus
}
house-re-atum = { $first ->
    [yes] { $square } er Re-Atums hus
   *[no] { $square } Re-Atums hus
}
# Uten «er»: står alltid etter «26 er Skjønnhetens hus og», og to helsetninger ville trengt komma foran «og».
house-marks = { $from } til { $to } merket { $marks }

cell-stop = { $kind ->
    [illegal] Felt { $square } må nås med et nøyaktig kast: en brikke som står før det, kan ikke gå forbi det i ett trekk.
    [water] Felt { $square } må nås med et nøyaktig kast: et trekk som ville gått forbi det, ender i stedet i Vannets hus, felt { $water }, hvis det feltet er ledig, og kan ellers ikke gjøres.
   *[none] Ingen: en brikke kan gå forbi hvilket som helst felt.
}

cell-water = { $kind ->
    [hold] Felt { $square }. En brikke som havner der, blir stående som den eneste brikken eieren kan flytte, til et kast på { $throws } fører den av. Med et annet kast kan eieren i stedet sende den tilbake til felt { $rebirth }, hvis det feltet er ledig: da slutter turen med en gang, eieren mister neste tur, og den tilbakesendte brikken må flyttes før alle andre.
    [rebirth] Felt { $square }. En brikke som avslutter trekket der, går tilbake til felt { $rebirth } eller, hvis det feltet er opptatt, til nærmeste ledige felt før det.
    [first-empty] Felt { $square }. En brikke som avslutter trekket der, går tilbake til det første ledige feltet på brettet.
    [square] Felt { $square }. En brikke som avslutter trekket der, går tilbake til felt { $rebirth ->
        [1] 1 eller, hvis det feltet er opptatt, til det første ledige feltet.
       *[other] { $rebirth } eller, hvis det feltet er opptatt, til nærmeste ledige felt før det.
    }
   *[none] Det finnes ikke noe Vannets hus.
}

# The other cell of a rule only one of the two variants has.
cell-absent = Ikke med i disse reglene.

cell-blockade = { $length ->
    [0] Ingen: en brikke kan hoppe over så mange brikker som helst.
   *[other] En brikke kan ikke hoppe over { WORDS($length) } eller flere motstanderbrikker som står på rad, verken fremover eller bakover.
}

cell-forced = { $kind ->
    [squares] Kan en brikke på felt { $from } til { $to } flyttes, må du flytte en av brikkene der.
   *[none] Du kan flytte hvilken som helst brikke som kan flyttes.
}

cell-backward = { $kind ->
    [no-forward] Kan ingen brikke gå fremover, må du flytte en brikke like mange felt bakover som kastet viser, til et ledig felt.
    [no-forward-limits] Kan ingen brikke gå fremover, må du flytte en brikke{ $up-to ->
        [0] {""}
       *[other] {" "}på felt 1 til { $up-to }
    } like mange felt bakover som kastet viser, { $hits ->
        [yes] til et ledig felt, eller til en motstanderbrikke uten en brikke i samme farge ved siden av seg, som da bytter plass med den.
       *[no] til et ledig felt.
    }
   *[never] Aldri: brikkene går bare fremover.
}

cell-bear-off = { $rule ->
    [exact] Med et kast som fører brikken nøyaktig til felt { $exit }, ett felt forbi det siste feltet.
    [reach] Ved å nå felt { $last } eller gå forbi det, med et hvilket som helst kast, men bare når alle brikkene dine står på felt { $from } til { $last }.
    [exact-all-from] Med et kast som fører brikken nøyaktig til felt { $exit }, ett felt forbi det siste feltet. Ingen brikke kan føres av så lenge en av brikkene dine står på felt 1 til { $before }.
    [table-all-from] Bare { $table }. Ingen brikke kan føres av så lenge en av brikkene dine står på felt 1 til { $before }.
   *[table] Bare { $table }.
}
bear-off-from = fra felt { $square } med { $throws }
bear-off-from-any = fra felt { $square } med et hvilket som helst kast

cell-fines = { $fine ->
    [0] Ingen.
   *[other] Lander du på en rosett, betaler du { $fine ->
        [one] én bot
       *[other] { WORDS($fine) } bøter
    } i en felles pott.
}

cell-end = { $rule ->
    [score] Hver brikke som føres av, gir ett poeng. Partiet slutter så snart den ene spilleren har flere poeng enn den andre kan nå, eller når ingen brikker er igjen på brettet. Den som har flest poeng, vinner, og lik poengsum gir uavgjort.
   *[all-off] Den som først fører av alle { WORDS($count) } brikkene sine, vinner.
}

cell-board = { $board ->
    [ur] Brettet til Det kongelige spillet fra Ur: { WORDS($squares, form: "neuter") } felt.
    [twenty-squares] Aseb-brettet: { WORDS($squares, form: "neuter") } felt, med en lang midtrad.
    [senet] Senetbrettet: { WORDS($squares, form: "neuter") } felt.
   *[other] Et brett med { WORDS($squares, form: "neuter") } felt.
}

cell-route = { $route ->
    [aseb] Aseb-ruten på { WORDS($length, form: "neuter") } felt, langs hele midtraden.
    [masters] Masters’ rute på { WORDS($length, form: "neuter") } felt.
    [bell] Bells rute på { WORDS($length, form: "neuter") } felt.
   *[other] En rute på { WORDS($length, form: "neuter") } felt.
}

cell-options = { $count ->
    [0] Ingen.
   *[other] Valgfritt: { $options }.
}
# Verdien til et valg står etter et kolon i forskjellstabellen (cell-options), så den begynner
# med liten bokstav. Attributtet `.choice` er verdien alene, som ett alternativ under navnet
# på valget (`option-name-*`) i innstillingene på spillesiden, med stor forbokstav.
option-route = { $value ->
    [masters] Masters’ rute
    [bell] Bells rute
   *[other] ruten { $value }
}
    .choice = { $value ->
        [masters] Masters’ rute
        [bell] Bells rute
       *[other] { $value }
    }
option-pieces = { WORDS($value) } brikker
    .choice = { WORDS($value, form: "capitalized") } brikker
# Kendalls valg.
option-home-row = { $value ->
    [on] regelen om den øverste raden
   *[other] uten regelen om den øverste raden
}
    .choice = { $value ->
        [on] På
       *[other] Av
    }
option-starting-throw = { $value ->
    [on] startkast
   *[other] uten startkast
}
    .choice = { $value ->
        [on] På
       *[other] Av
    }
option-trap = { $value ->
    [on] felle
   *[other] uten felle
}
    .choice = { $value ->
        [on] På
       *[other] Av
    }
