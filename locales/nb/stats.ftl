# Statistikk fra partier datamaskinen spiller mot seg selv: statistikkblokken på
# variantsidene og sammenligningen (src/stats). Tallene kommer ferdig formatert;
# $count er det samme tallet uformatert, for flertallsformene.

stats-intro = { $count ->
    [one] Tallene kommer fra ett parti som datamaskinen spilte mot seg selv etter { $variant-rules }
   *[other] Tallene kommer fra { $games } partier som datamaskinen spilte mot seg selv etter { $variant-rules }
}, der begge spillerne valgte tilfeldig blant de lovlige trekkene sine (beregnet med tabula { $version }, programmet som bygger dette nettstedet, med startverdi { $seed } for tilfeldighetsgeneratoren).
# $hit er `swap` eller `capture`: hva det gjør å lande på en motstanderbrikke etter disse
# reglene. $extra er `landing` der et trekk kan gi et ekstra kast ved hvor det lander (en
# rosett, en slått brikke), `none` der bare kastet gir et, eller ingenting gjør det.
stats-policies = I tabellene og diagrammene nedenfor møter spilleren som flytter tilfeldig, også en grådig spiller. Den grådige spilleren fører av en brikke når den kan; ellers { $hit ->
    [swap] bytter den plass med en motstanderbrikke
   *[capture] slår den en motstanderbrikke
} om den kan, { $extra ->
    [landing] ellers gjør den et trekk som gir et ekstra kast om noe trekk gjør det, og ellers flytter den tilfeldig.
   *[none] og ellers flytter den tilfeldig.
} Begge møter dessuten den forutseende spilleren, altså datamaskinmotstanderen på spillesidene som ser ett kast fremover. Den vurderer hvert trekk ut fra alle kastene som kan komme etter det, og partiene dens tar lengre tid, så for hvert par den er med i, er det spilt { $games } partier.
stats-pairing = { $first ->
    [greedy] { $place ->
        [list] grådig
       *[table] Grådig
    }
    [lookahead] { $place ->
        [list] forutseende
       *[table] Forutseende
    }
   *[random] { $place ->
        [list] tilfeldig
       *[table] Tilfeldig
    }
} mot { $second ->
    [greedy] grådig
    [lookahead] forutseende
   *[random] tilfeldig
}

stats-throws-caption = Kastene etter { $variant-rules }: de nøyaktige sjansene og hvor ofte hvert kast forekom
stats-throws-seen = I disse partiene

stats-figures-caption = Nøkkeltall etter { $variant-rules }
stats-figure = Tall
stats-value = Verdi
stats-throws-per-turn = Kast per tur
stats-throws-per-turn-value = { $kind ->
    [single] Alltid ett: verken et kast eller et trekk gir et ekstra kast
    [measured] { $measured } i gjennomsnitt i disse partiene
    [whole] Ut fra sjansene for kastene: { $exact } i gjennomsnitt; i disse partiene: { $measured }
   *[fraction] Ut fra sjansene for kastene: { $exact } i gjennomsnitt (nøyaktig { $fraction }); i disse partiene: { $measured }
}
stats-first-player = Partier vunnet av spiller 1
stats-rate-interval = { $rate } (95 %-konfidensintervall: { $low } til { $high })
stats-draws = Uavgjort
stats-length-turns = Partiets lengde i turer
stats-length-throws = Partiets lengde i kast
stats-mean-median = gjennomsnitt { $mean }, median { $median }
stats-passes = Kast uten lovlig trekk
stats-captures = Slåtte brikker per parti
stats-swaps = Bytter per parti
stats-water = Brikker som havner i Vannets hus, per parti
stats-fines = Bøter betalt per parti
stats-unfinished = Uavsluttede partier
stats-unfinished-value = { $count ->
    [one] Ett parti var ikke ferdig etter { $cap } kast; det er holdt utenfor tallene ovenfor.
   *[other] { $games } partier var ikke ferdige etter { $cap } kast; de er holdt utenfor tallene ovenfor.
}

stats-lengths-title = Hvor lenge et parti varer etter { $variant-rules }
stats-lengths-desc = Et stolpediagram over de ferdige partiene etter lengde i turer, { $width ->
    [one] én stolpe for hvert antall turer
   *[other] der hver stolpe dekker { WORDS($width) } turer
}, med et merke for hver { $step }. tur langs den vannrette aksen og andelen partier i prosent langs den loddrette; den siste, lysere stolpen tar også med alle partier på { $last } turer eller mer. Medianpartiet varer { $median } turer, halvparten av partiene varer mellom { $low } og { $high }, og ni av ti er ferdige innen { $most } turer.
stats-pairings-title = Hvor ofte spiller 1 vinner etter { $variant-rules }, for hvert par av spillere
stats-pairings-desc = Én stolpe for hvert par av spillere, i samme rekkefølge som tabellen nedenfor: terningen står for spilleren som flytter tilfeldig, pilen for den grådige spilleren og øyet for den forutseende, spiller 1 først. Hver stolpe viser hvor stor andel av partiene spiller 1 vant, streken på stolpen viser 95 %-konfidensintervallet, og den stiplede linjen markerer halvparten. Andelene er { $list }.
stats-pairing-item = { $rate } for { $players }
stats-pairings-caption = Partier vunnet av spiller 1 etter { $variant-rules }, for hvert par av spillere
stats-players = Spillere (spiller 1 mot spiller 2)
stats-finished = Ferdige partier

compare-intro = { $count ->
    [one] Hver variant er spilt med sine egne regler og standardvalg. Tallene kommer fra ett parti mellom to datamaskinspillere som velger tilfeldig blant de lovlige trekkene
   *[other] Hver variant er spilt med sine egne regler og standardvalg. Tallene kommer fra { $games } partier mellom to datamaskinspillere som velger tilfeldig blant de lovlige trekkene
}. De tilfeldige valgene starter fra en fast startverdi, { $seed }, så hvert parti kan spilles av på nytt nøyaktig slik det gikk. Tallet foran navnet på hver variant er raden dens i diagrammet nedenfor.
compare-caption = Variantene side om side
compare-variant = Variant
compare-hits = { $kind ->
    [capture] Brikker slått per parti
    [swap] Brikker byttet per parti
   *[both] Brikker slått eller byttet per parti
}
compare-chart-title = Hvor lenge partiene i hver variant varer
compare-chart-desc = Én rad for hver variant, nummerert som i tabellen: en linje fra den korteste tidelen av partiene til den lengste tidelen, en boks over den midterste halvparten og et rødt merke ved medianen, i turer, med et merke for hver { $step }. tur langs den vannrette aksen. { $list }.
compare-chart-item = { $number }. { $variant }: median { $median } turer
# Sjansen til den som begynner ved perfekt spill, fra `content/solved/` (`tabula solve`).
stats-first-best-play = Sjansen til spiller 1 ved perfekt spill fra begge sider
# Hvor ofte en datamaskinspiller på spillesiden vinner mot den perfekte spilleren (som
# alltid velger et beste trekk), fra 20 000 partier, halvparten som spiller 1 og
# halvparten som spiller 2 (`tabula solve`).
stats-versus-perfect = { $opponent ->
    [random] Datamaskinen som flytter tilfeldig: partier vunnet mot en perfekt spiller
    [judged] Datamaskinen som er trent på det løste spillet og ser to kast fremover: partier vunnet mot en perfekt spiller
    [perfect] Datamaskinen som alltid velger et av de beste trekkene: partier vunnet mot en perfekt spiller
   *[expectimax] Datamaskinen som ser ett kast fremover: partier vunnet mot en perfekt spiller
}
# I sammenligningens kolonne for denne sjansen, for en variant som ikke er løst.
compare-unsolved = ikke løst ennå
# Der `tabula stats` ennå ikke har spilt et regelsett (byggingen advarer): statistikkblokken
# sier det i stedet for tallene.
stats-unmeasured = Tallene for partier etter { $variant-rules } er ikke målt ennå.
# I hver celle i sammenligningens rad for en variant som ikke er målt ennå.
compare-unmeasured = ikke målt ennå
# Diagrammets beskrivelse ($description, compare-chart-desc) når rader i diagrammet er
# tomme fordi variantene deres ikke er målt ennå: $rows er numrene deres som en liste
# («3 og 4»), $count hvor mange de er.
compare-chart-unmeasured = { $description } { $count ->
    [one] Rad { $rows } er tom: tallene for den er ikke målt ennå.
   *[other] Radene { $rows } er tomme: tallene for dem er ikke målt ennå.
}
# Sammenligningens første setning når ingen variant er målt ennå (den har da ikke noe diagram).
compare-unmeasured-all = Tallene for disse variantene er ikke målt ennå.
