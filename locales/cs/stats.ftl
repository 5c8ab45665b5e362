# Statistika z partií, které počítač hraje sám se sebou: statistický blok stránek
# variant a srovnání (src/stats). Čísla přicházejí už naformátovaná; $count je
# totéž číslo bez formátu, pro tvary množného čísla.

stats-intro = { $count ->
    [one] Počítač sehrál sám se sebou jednu partii { $variant-game }, v níž oba hráči volili náhodně mezi svými možnými tahy; z ní pocházejí následující čísla. Spočítal je program tabula { $version }, který sestavuje tento web. O náhodných volbách rozhoduje generátor náhodných čísel s pevně danou počáteční hodnotou { $seed }, takže se partie dá přesně zopakovat. Kolo tu znamená všechny hody a tahy jednoho hráče, než je na tahu soupeř.
    [few] Počítač sehrál sám se sebou { $games } partie { $variant-game }, v nichž oba hráči volili náhodně mezi svými možnými tahy; z nich pocházejí následující čísla. Spočítal je program tabula { $version }, který sestavuje tento web. O náhodných volbách rozhoduje generátor náhodných čísel s pevně danou počáteční hodnotou { $seed }, takže se partie dají přesně zopakovat. Kolo tu znamená všechny hody a tahy jednoho hráče, než je na tahu soupeř.
    [many] Počítač sehrál sám se sebou { $games } partie { $variant-game }, v nichž oba hráči volili náhodně mezi svými možnými tahy; z nich pocházejí následující čísla. Spočítal je program tabula { $version }, který sestavuje tento web. O náhodných volbách rozhoduje generátor náhodných čísel s pevně danou počáteční hodnotou { $seed }, takže se partie dají přesně zopakovat. Kolo tu znamená všechny hody a tahy jednoho hráče, než je na tahu soupeř.
   *[other] Počítač sehrál sám se sebou { $games } partií { $variant-game }, v nichž oba hráči volili náhodně mezi svými možnými tahy; z nich pocházejí následující čísla. Spočítal je program tabula { $version }, který sestavuje tento web. O náhodných volbách rozhoduje generátor náhodných čísel s pevně danou počáteční hodnotou { $seed }, takže se partie dají přesně zopakovat. Kolo tu znamená všechny hody a tahy jednoho hráče, než je na tahu soupeř.
}
# $hit je `swap` nebo `capture`: co podle těchto pravidel udělá tah na soupeřův kámen.
# $extra je `landing`, kde tah může vynést hod navíc tím, kam dopadne (rozeta, vyhození),
# `none`, kde hod navíc dává jen hod sám, nebo nic.
stats-policies = Tabulky a grafy níže staví náhodného hráče také proti hladovému hráči, tedy hráči, který vždy sáhne po okamžitém zisku. Vyvede kámen, když může, jinak { $hit ->
    [swap] si vymění místo se soupeřovým kamenem
   *[capture] vyhodí soupeřův kámen
}, pokud to jde, { $extra ->
    [landing] jinak zahraje tah, který mu vynese hod navíc, pokud takový tah má, a jinak táhne náhodně.
   *[none] a jinak táhne náhodně.
} Proti oběma hraje také předvídavý hráč, jeden z počítačových soupeřů ze stránek ke hraní, který každý tah posuzuje podle všech hodů, jež po něm mohou přijít. Protože výpočet jeho tahů trvá déle, hraje se v každé dvojici s ním méně partií: { $games }.
stats-pairing = { $first ->
    [greedy] { $place ->
        [list] hladový hráč
       *[table] Hladový hráč
    }
    [lookahead] { $place ->
        [list] předvídavý hráč
       *[table] Předvídavý hráč
    }
   *[random] { $place ->
        [list] náhodný hráč
       *[table] Náhodný hráč
    }
} proti { $second ->
    [greedy] hladovému hráči
    [lookahead] předvídavému hráči
   *[random] náhodnému hráči
}

stats-throws-caption = Hody { $variant-game }: jejich přesné šance a jak často padaly
stats-throws-seen = V těchto partiích

stats-figures-caption = Partie { $variant-game } v číslech
stats-figure = Údaj
stats-value = Hodnota
stats-throws-per-turn = Hody na kolo
stats-throws-per-turn-value = { $kind ->
    [single] Vždy jeden: žádný hod ani tah nepřináší hod navíc
    [measured] V těchto partiích průměrně { $measured }
    [whole] Ze šancí hodů vychází průměrně { $exact }; v těchto partiích { $measured }
   *[fraction] Ze šancí hodů vychází průměrně { $exact } (přesně { $fraction }); v těchto partiích { $measured }
}
stats-first-player = Partie vyhrané prvním hráčem
stats-rate-interval = { $rate } (95% interval spolehlivosti: { $low } až { $high })
stats-draws = Remízy
stats-length-turns = Délka partie v kolech
stats-length-throws = Délka partie v hodech
stats-mean-median = průměr { $mean }, medián { $median }
stats-passes = Podíl hodů bez možného tahu
stats-captures = Vyhozené kameny na partii
stats-swaps = Výměny na partii
stats-water = Pády do Domu vody na partii
stats-fines = Zaplacené pokuty na partii
stats-unfinished = Nedohrané partie
stats-unfinished-value = { $count ->
    [one] Jedna partie neskončila ani po { $cap } hodech; čísla výše ji nezahrnují.
    [few] { $games } partie neskončily ani po { $cap } hodech; čísla výše je nezahrnují.
    [many] { $games } partie neskončilo ani po { $cap } hodech; čísla výše je nezahrnují.
   *[other] { $games } partií neskončilo ani po { $cap } hodech; čísla výše je nezahrnují.
}

stats-lengths-title = Jak dlouho trvá partie { $variant-game }
stats-lengths-desc = Sloupcový graf dohraných partií podle délky v kolech, { $width ->
    [one] jeden sloupec pro každý počet kol
    [few] každý sloupec pro { $width } kola
   *[other] každý sloupec pro { $width } kol
}, se značkou po každých { $step } kolech na vodorovné ose a s podílem partií v procentech na svislé ose; poslední, světlejší sloupec zahrnuje i všechny partie o { $last } a více kolech. Medián délky je { $median } kol, polovina partií trvá { $low } až { $high } kol a devět partií z deseti skončí do { $most } kol.
stats-pairings-title = Jak často vyhrává první hráč partii { $variant-game }, pro každou dvojici hráčů
stats-pairings-desc = Jeden pruh pro každou dvojici hráčů, ve stejném pořadí jako v tabulce níže: kostka znamená náhodného hráče, šipka hladového a oko předvídavého, první hráč je vždy vlevo. Každý pruh ukazuje podíl partií, které vyhrál první hráč, úsečka na jeho konci 95% interval spolehlivosti a čárkovaná čára polovinu: { $list }.
stats-pairing-item = { $players }: { $rate }
stats-pairings-caption = Partie { $variant-game } vyhrané prvním hráčem, pro každou dvojici hráčů
stats-players = Hráči (první hráč proti druhému)
stats-finished = Dohrané partie

compare-intro = Každá varianta se hraje podle svých pravidel a s výchozím nastavením; čísla pocházejí z partií dvou náhodných hráčů, { $count ->
    [one] jedné na každou variantu
    [few] { $games } na každou variantu
    [many] { $games } na každou variantu
   *[other] { $games } na každou variantu
}. O náhodných volbách rozhoduje generátor náhodných čísel s pevně danou počáteční hodnotou { $seed }, takže se partie dají přesně zopakovat. Číslo před názvem varianty udává její řádek v grafu níže. Kolo tu znamená všechny hody a tahy jednoho hráče, než je na tahu soupeř.
compare-caption = Varianty vedle sebe
compare-variant = Varianta
compare-hits = { $kind ->
    [capture] Vyhození na partii
    [swap] Výměny na partii
   *[both] Vyhození nebo výměny na partii
}
compare-chart-title = Jak dlouho trvají partie jednotlivých variant
compare-chart-desc = Jeden řádek pro každou variantu, očíslovaný jako v tabulce: úsečka od nejkratší desetiny partií po nejdelší desetinu, obdélník přes prostřední polovinu a červená značka u mediánu, v kolech, se značkou po každých { $step } kolech na vodorovné ose. { $list }.
compare-chart-item = { $number }. { $variant }: medián { $median } kol
# Šance začínajícího hráče při nejlepší hře, z `content/solved/` (`tabula solve`).
stats-first-best-play = Šance prvního hráče při nejlepší hře obou stran
# Jak často počítačový hráč ze stránky ke hraní vyhraje proti dokonalému hráči (který
# vždy zahraje některý nejlepší tah), z 20 000 partií, polovina za prvního hráče
# a polovina za druhého (`tabula solve`).
stats-versus-perfect = { $opponent ->
    [random] Podíl partií, které proti dokonalému hráči (počítači, který vždy volí některý z nejlepších tahů) vyhraje počítač táhnoucí náhodně
    [judged] Podíl partií, které proti dokonalému hráči vyhraje počítač, jenž se učil z vyřešené hry (dívá se o dva hody dopředu)
    [perfect] Podíl partií, které proti dokonalému hráči vyhraje počítač, jenž vždy volí některý z nejlepších tahů
   *[expectimax] Podíl partií, které proti dokonalému hráči vyhraje počítač, jenž se dívá o jeden hod dopředu
}
# Ve sloupci této šance ve srovnání, pro variantu, která ještě není vyřešena.
compare-unsolved = zatím nevyřešeno
# Kde `tabula stats` pravidla ještě nesehrál (sestavení varuje): statistický blok to
# řekne místo čísel.
stats-unmeasured = Čísla partií { $variant-game } zatím nejsou změřena.
# V každé buňce řádku srovnání pro variantu, která ještě není změřena.
compare-unmeasured = zatím nezměřeno
# Popis grafu ($description, compare-chart-desc), když jsou některé jeho řádky prázdné,
# protože jejich varianty ještě nejsou změřeny: $rows jsou jejich čísla jako výčet
# („3 a 4“), $count jejich počet.
compare-chart-unmeasured = { $description } { $count ->
    [one] Řádek { $rows } je prázdný: jeho čísla zatím nejsou změřena.
    [few] Řádky { $rows } jsou prázdné: jejich čísla zatím nejsou změřena.
    [many] Řádky { $rows } jsou prázdné: jejich čísla zatím nejsou změřena.
   *[other] Řádky { $rows } jsou prázdné: jejich čísla zatím nejsou změřena.
}
# První věta srovnání, když ještě není změřena žádná varianta (graf pak chybí).
compare-unmeasured-all = Čísla těchto variant zatím nejsou změřena.
