# Desky na vyzkoušení a stránky ke hraní: ovládání, které skript přidá ke každému
# diagramu desky, a stránka ke hraní každé varianty. Skript dostává slova od sestavení.

figure-try = Vyzkoušet toto postavení
figure-permalink = Odkaz na tento diagram
figure-notation = Kód postavení pro herní program:
figure-copy = Zkopírovat
figure-copy-label = Zkopírovat kód postavení
figure-copied = Kód postavení byl zkopírován.
figure-play = Hrát z tohoto postavení

try-label = Vyzkoušet si na desce
try-throw-label = Hod:
try-throw-value = Hodit { $throw }
try-throw-random = Hodit náhodně
try-moves-label = Možné tahy:
try-moves-group = Možné tahy
try-move = Tah: { $move }
try-choose = Vyberte hod nebo hoďte náhodně a uvidíte možné tahy.
try-undo = Vrátit zpět
try-reset = Začít znovu
replay-back = O krok zpět
replay-forward = O krok vpřed
replay-step = Krok { $step } z { $count }
replay-start = Výchozí postavení.

why-label = Proč ostatní kameny nemohou táhnout?
why-piece = Kámen na poli { $square }: { $reason }
why-hand = Čekající kámen: { $reason }
why-none = S tímto hodem může táhnout každý váš kámen, který je ještě ve hře.
why-no-piece = Nestojí tam žádný váš kámen.
why-no-move = s tímto hodem nemůže táhnout žádný váš kámen.
why-forced = pravidla předepisují jiný tah.
why-enter-throw = nasadit ho lze jen hodem { $throws }.
why-past-end = hod je vyšší, než kolik kámen k vyvedení potřebuje, a vyvádět lze jen přesným hodem.
why-must-stop = každý kámen se musí nejdřív zastavit přesným hodem na poli { $square } a teprve odtud smí dál.
why-not-all-home = vyvádět smíte, až když všechny vaše kameny na desce stojí na poli { $square } nebo dál.
why-off-throw = z tohoto pole ho tímto hodem vyvést nelze; kámen se vyvádí jen z některých polí a jen předepsanými hody.
why-only-off = odtud ho smíte jen vyvést a tento hod ho nevyvede.
why-blocked = v cestě mu stojí blokáda soupeřových kamenů, kterou nesmí přeskočit.
why-water-taken = Dům vody je už obsazený a tento tah by do něj poslal další kámen.
why-own-piece = na cílovém poli už stojí jiný váš kámen.
why-protected = soupeřův kámen na cílovém poli je chráněný nebo stojí na bezpečném poli.
why-rules = pravidla této varianty takový tah nedovolují.
why-game-over = hra skončila.

play-title = Zahrajte si partii { $variant-game } v prohlížeči
play-description = Partii { $variant-game } si tu v prohlížeči zahrajete ve dvou u jednoho zařízení nebo sami proti počítači.
play-link = Zahrát si partii
print-pack = Vytiskněte si desku ve skutečné velikosti, kameny k vystřižení a kartičku s hody:
print-pack-a4 = A4 (PDF)
print-pack-letter = americký formát Letter (PDF)
print-pack-or = {" nebo "}
print-pack-end = .
print-pack-again = Na kartičce značka ↻ označuje hod, po kterém následuje hod navíc.
play-noscript = Hra běží v prohlížeči a potřebuje JavaScript. I bez něj si můžete přečíst pravidla a prohlédnout diagramy.
play-settings = Nastavení hry
play-opponent = Soupeř
play-opponent-human = Druhý hráč u tohoto zařízení
play-opponent-random = Počítač, který táhne náhodně
play-opponent-expectimax = Počítač, který se dívá o jeden hod dopředu
play-opponent-judged = Počítač, který se učil z vyřešené hry a dívá se o dva hody dopředu
play-opponent-perfect = Počítač, který vždy volí některý z nejlepších tahů (po zvolení se stáhne několik megabajtů)
play-new-game = Nová hra
play-options-pending = Změny v nastavení se týkají pravidel, a proto platí až v nové hře. Začněte novou hru, nebo pokračujte v té rozehrané.
play-keep-game = Pokračovat v rozehrané hře
play-throw = Hodit
play-computer-thinks = Počítač vybírá tah.
play-judged-missing = Počítač, který se učil z vyřešené hry, tu pro tato pravidla není k dispozici, a proto místo něj hraje počítač, který se dívá o jeden hod dopředu.
play-perfect-missing = Počítač, který vždy volí některý z nejlepších tahů, tu pro tato pravidla není k dispozici, a proto místo něj hraje počítač, který se učil z vyřešené hry.
play-record = Záznam hry
play-record-empty = Zatím žádný hod.
play-share = Sdílet tuto hru
# Zobrazí se, když hra skončí: proč ji stránka nemůže rozebrat podle nejlepší hry.
play-review = Rozbor podle nejlepší hry
play-review-none = K rozboru této partie tah po tahu by bylo potřeba znát přesné hodnoty všech postavení při nejlepší hře podle těchto pravidel, a ty jsou příliš objemné, než aby se daly poslat do vašeho prohlížeče. { $options ->
    [yes] Stránka, která tuto variantu popisuje, takto rozebírá jednu partii hranou s výchozím nastavením.
   *[no] Stránka, která tuto variantu popisuje, takto rozebírá jednu partii.
}
# Kde má stránka počítač, který se učil z vyřešené hry: rozbor, který nabízí místo toho,
# podle odhadů tohoto počítače. $error: mez, pod kterou leží průměrná chyba jeho odhadů, v procentních
# bodech (desetinné číslo, například 0,5: tvar podle CLDR, pro desetinná čísla [many]).
play-review-judged = Přesné hodnoty nejlepší hry jsou příliš objemné, než aby se daly poslat do vašeho prohlížeče, a proto tento rozbor hodnotí partii podle odhadů počítače, který se učil z vyřešené hry. Jeho odhady se od přesných hodnot v průměru liší o méně než { $error ->
    [one] { $error } procentní bod
    [few] { $error } procentní body
    [many] { $error } procentního bodu
   *[other] { $error } procentních bodů
}. Partii rozebranou přesně podle nejlepší hry najdete na stránce, která tuto variantu popisuje.
play-review-button = Rozebrat tuto partii
# Popis grafu partie rozebrané podle těchto odhadů. $start a $end jsou šance prvního hráče.
play-review-chart-description = Podle odhadu počítače měl první hráč před prvním hodem šanci na výhru { $start } a po posledním tahu { $end }. Čára stoupá, když rostou šance prvního hráče, a klesá, když rostou šance druhého hráče; kroužek označuje nepřesnost, chybu nebo hrubou chybu, a čím je větší, tím horší byl tah.
# Na stránce ke hraní pravidel, jejichž nejlepší hra není propočítaná (například senetu).
play-review-unsolved = Pro tato pravidla není nejlepší hra obou stran propočítaná, a proto tuto partii nelze rozebrat tah po tahu.
play-share-text = Tento odkaz obsahuje hru v jejím současném stavu. Kdo ho otevře, pokračuje odsud, takže se dva hráči mohou střídat tím, že si odkaz posílají tam a zpátky.
play-copy-link = Zkopírovat odkaz
play-link-copied = Odkaz byl zkopírován.
play-bad-link = Tento odkaz neobsahuje hru, ve které by stránka mohla pokračovat, a proto začala nová hra.
play-score = Skóre: první hráč { $first }, druhý hráč { $second }.
play-board = Deska

option-name-route = Trasa
option-name-pieces = Kameny
option-name-trap = Past
option-name-home-row = Pravidlo horní řady
option-name-starting-throw = Počáteční hod
