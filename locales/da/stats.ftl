# Statistik fra partier, som computeren spiller mod sig selv: statistikblokken på
# variantsiderne og sammenligningen (src/stats). Tallene kommer færdigformaterede;
# $count er det samme tal uformateret, til flertalsformerne.

stats-intro = { $count ->
    [one] Medmindre en tabelrække angiver andet, stammer tallene fra ét parti { $variant-parti }, som computeren spillede mod sig selv
   *[other] Medmindre en tabelrække angiver andet, stammer tallene fra { $games } partier { $variant-parti }, som computeren spillede mod sig selv
}. Begge spillere valgte tilfældigt blandt deres tilladte træk. Tallene er beregnet med version { $version } af tabula, det program, der bygger dette websted, og alle tilfældige valg bestemmes af en fast startværdi ({ $seed }), så hvert parti kan genskabes nøjagtigt.
# $hit er `swap` eller `capture`: hvad det at lande på en af modstanderens brikker gør.
# $extra er `landing`, hvor et træk kan give et ekstra kast ved der, hvor det lander
# (en roset, en slået brik), og `none`, hvor kun kastet giver et, eller intet gør.
stats-policies = Tabellerne og diagrammerne nedenfor sætter også den tilfældige spiller op mod en grådig spiller, der vælger sit træk efter en fast prioritering: Helst bærer den en brik af; dernæst { $hit ->
    [swap] bytter den plads med en af modstanderens brikker
   *[capture] slår den en af modstanderens brikker
}{ $extra ->
    [landing] , hvis den kan; derefter vælger den et træk, der giver et ekstra kast, hvis der er et; og ellers flytter den tilfældigt.
   *[none] , hvis den kan; og ellers flytter den tilfældigt.
} Begge møder desuden den fremsynede spiller, en af computermodstanderne på spillesiderne. Den ser ét kast frem og vurderer hvert træk ud fra alle de kast, der kan følge efter det. Partierne med den tager længere tid, så for hvert par, den indgår i, er der spillet { $games } partier.
stats-pairing = { $first ->
    [greedy] { $place ->
        [list] grådig spiller
       *[table] Grådig spiller
    }
    [lookahead] { $place ->
        [list] fremsynet spiller
       *[table] Fremsynet spiller
    }
   *[random] { $place ->
        [list] tilfældig spiller
       *[table] Tilfældig spiller
    }
} mod { $second ->
    [greedy] grådig spiller
    [lookahead] fremsynet spiller
   *[random] tilfældig spiller
}

stats-throws-caption = Kastene i { $variant-game }: de nøjagtige chancer og hvor ofte hvert kast faldt i partierne
stats-throws-seen = I disse partier

stats-figures-caption = { $variant-game } i tal
stats-figure = Tal
stats-value = Værdi
stats-throws-per-turn = Kast pr. tur
stats-throws-per-turn-value = { $kind ->
    [single] Altid ét: Hverken kast eller træk giver et ekstra kast
    [measured] { $measured } i gennemsnit i disse partier
    [whole] Ud fra kastenes chancer: { $exact } i gennemsnit; i disse partier: { $measured }
   *[fraction] Ud fra kastenes chancer: { $exact } i gennemsnit ({ $fraction }); i disse partier: { $measured }
}
stats-first-player = Partier vundet af spiller 1
stats-rate-interval = { $rate } (95 %-konfidensinterval: { $low } til { $high })
stats-draws = Uafgjort
stats-length-turns = Partiets længde i ture
stats-length-throws = Partiets længde i kast
stats-mean-median = gennemsnit { $mean }, median { $median }
stats-passes = Kast uden tilladt træk
stats-captures = Slåede brikker pr. parti
stats-swaps = Pladsbytninger pr. parti
stats-water = Brikker i Vandets hus pr. parti
stats-fines = Bøder betalt pr. parti
stats-unfinished = Uafsluttede partier
stats-unfinished-value = { $count ->
    [one] Ét parti var ikke slut efter { $cap } kast; det er udeladt af tallene ovenfor.
   *[other] { $games } partier var ikke slut efter { $cap } kast; de er udeladt af tallene ovenfor.
}

stats-lengths-title = Hvor længe et parti { $variant-parti } varer
stats-lengths-desc = Et søjlediagram over de afsluttede partier efter længde i ture, { $width ->
    [one] én søjle for hvert antal ture
   *[other] hvor hver søjle dækker { WORDS($width) } ture
}, med en skalastreg for hver { $step }. tur langs bunden og andelen af partier i procent op ad siden; den sidste, lysere søjle rummer også alle partier på { $last } ture eller flere. Medianpartiet varer { $median } ture, halvdelen af partierne varer mellem { $low } og { $high }, og ni ud af ti er slut inden for { $most } ture.
stats-pairings-title = Hvor ofte spiller 1 vinder et parti { $variant-parti }, for hvert par af spillere
stats-pairings-desc = Én søjle for hvert par af spillere, i samme rækkefølge som tabellen nedenfor: Terningen står for den tilfældige spiller, pilen for den grådige og øjet for den fremsynede, spiller 1 først. Hver søjle viser, hvor stor en andel af partierne spiller 1 vandt, og stregen på søjlen viser 95 %-konfidensintervallet; den stiplede linje markerer halvdelen: { $list }.
stats-pairing-item = { $players }: { $rate }
stats-pairings-caption = Spiller 1’s sejre i { $variant-game }, for hvert par af spillere
stats-players = Spillere (spiller 1 mod spiller 2)
stats-finished = Afsluttede partier

compare-intro = { $count ->
    [one] Hver variant er spillet med sine egne regler og standardindstillinger; medmindre en kolonne angiver andet, stammer tallene fra ét parti mellem to tilfældige spillere
   *[other] Hver variant er spillet med sine egne regler og standardindstillinger; medmindre en kolonne angiver andet, stammer tallene fra { $games } partier mellem to tilfældige spillere
}. Alle tilfældige valg bestemmes af en fast startværdi ({ $seed }), så hvert parti kan genskabes nøjagtigt. Tallet foran hver variants navn er dens række i diagrammet nedenfor.
compare-caption = Varianterne side om side
compare-variant = Variant
compare-hits = { $kind ->
    [capture] Slåede brikker pr. parti
    [swap] Pladsbytninger pr. parti
   *[both] Slåede brikker eller pladsbytninger pr. parti
}
compare-chart-title = Hvor længe partierne i hver variant varer
compare-chart-desc = Én række for hver variant, nummereret som i tabellen: en linje fra den længde, hvor 10 % af partierne er slut, til den, hvor 90 % er slut, en boks over den midterste halvdel og et rødt mærke ved medianen. Længden måles i ture, med en skalastreg for hver { $step }. tur langs bunden. { $list }.
compare-chart-item = { $number }. { $variant }: median { $median } ture
# Chancen for den, der begynder, ved perfekt spil, fra `content/solved/` (`tabula solve`).
stats-first-best-play = Chancen for spiller 1 ved perfekt spil fra begge sider
# Hvor ofte en computerspiller på spillesiden vinder mod den perfekte spiller (som
# altid vælger et bedste træk), ud fra 20.000 partier, halvdelen som spiller 1 og
# halvdelen som spiller 2 (`tabula solve`).
stats-versus-perfect = { $opponent ->
    [random] Partier vundet af den tilfældige spiller mod en perfekt spiller
    [judged] Partier vundet af computeren, der er trænet på det løste spil (ser to kast frem), mod en perfekt spiller
    [perfect] Partier vundet af computeren, der altid vælger et af de bedste træk, mod en perfekt spiller
   *[expectimax] Partier vundet af den fremsynede spiller (ser ét kast frem) mod en perfekt spiller
}
# I sammenligningens kolonne for denne chance, for en variant, der ikke er løst.
compare-unsolved = ikke løst endnu
# Hvor `tabula stats` endnu ikke har spillet et regelsæt (bygningen advarer): statistikblokken
# siger det i stedet for tallene.
stats-unmeasured = Tallene for partier { $variant-parti } er ikke målt endnu.
# I hver celle i sammenligningens række for en variant, der ikke er målt endnu.
compare-unmeasured = ikke målt endnu
# Diagrammets beskrivelse ($description, compare-chart-desc), når rækker i diagrammet er
# tomme, fordi deres varianter ikke er målt endnu: $rows er deres numre som en liste
# („3 og 4“), $count hvor mange de er.
compare-chart-unmeasured = { $description } { $count ->
    [one] Række { $rows } er tom: Tallene for den er ikke målt endnu.
   *[other] Rækkerne { $rows } er tomme: Tallene for dem er ikke målt endnu.
}
# Sammenligningens første sætning, når ingen variant er målt endnu (den har da intet diagram).
compare-unmeasured-all = Tallene for disse varianter er ikke målt endnu.
