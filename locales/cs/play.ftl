# Desky na vyzkoušení a stránky ke hraní: ovládání, které skript přidá ke každému
# diagramu desky, a stránka ke hraní každé varianty. Skript dostává slova od sestavení.

figure-permalink = Odkaz na tento obrázek
figure-notation = Postavení:
figure-copy = Kopírovat
figure-copy-label = Zkopírovat postavení v notaci
figure-copied = Postavení je zkopírováno.
figure-play = Hrát od tohoto postavení

try-label = Vyzkoušejte si to na desce
try-throw-label = Hod:
try-throw-value = Hodit { $throw }
try-throw-random = Hodit náhodně
try-moves-label = Možné tahy:
try-move = Táhnout { $move }
try-choose = Vyberte hod, nebo hoďte náhodně, a uvidíte možné tahy.
try-undo = Vrátit tah
try-reset = Začít znovu
replay-back = O tah zpět
replay-forward = O tah dál
replay-step = Tah { $step } z { $count }
replay-start = Výchozí postavení.

why-label = Proč nemohou táhnout ostatní kameny?
why-piece = Kámen na poli { $square }: { $reason }
why-hand = Čekající kámen: { $reason }
why-none = Každý kámen, který může táhnout, má možný tah.
why-no-piece = nestojí tam žádný váš kámen.
why-no-move = s tímto hodem nemůže táhnout žádný kámen.
why-forced = pravidla vynucují jiný tah.
why-past-end = hod by ho zavedl za konec trasy.
why-own-piece = tam, kam by došel, už stojí váš vlastní kámen.
why-protected = soupeřův kámen tam, kam by došel, je na tom poli chráněný.
why-rules = pravidla této varianty takový tah nedovolují.
why-game-over = hra skončila.

play-title = Hrát: { $variant }
play-description = { $variant } přímo v prohlížeči: hrají dva hráči u jednoho zařízení, nebo jeden hráč proti počítači.
play-link = Zahrát si tuto variantu
play-noscript = Hra běží v prohlížeči a potřebuje JavaScript. I bez něj si můžete přečíst pravidla a prohlédnout diagramy.
play-settings = Nastavení hry
play-opponent = Soupeř
play-opponent-human = Druhý hráč u tohoto zařízení
play-opponent-random = Počítač, který táhne náhodně
play-opponent-expectimax = Počítač, který předvídá jeden hod
play-new-game = Nová hra
play-throw = Hodit
play-computer-thinks = Počítač vybírá tah.
play-record = Záznam hry
play-record-empty = Zatím žádný hod.
play-share = Sdílet tuto hru
play-share-text = Tento odkaz obsahuje hru tak, jak právě stojí. Kdo ho otevře, pokračuje odsud, takže dva hráči se mohou střídat tím, že si odkaz posílají.
play-copy-link = Zkopírovat odkaz
play-link-copied = Odkaz je zkopírován.
play-bad-link = Tento odkaz neobsahuje hru, ve které by stránka mohla pokračovat, a proto začala nová hra.
play-score = Skóre: { $first } : { $second }.
play-board = Deska

option-name-route = Trasa
option-name-pieces = Kameny
option-name-trap = Past
option-name-home-row = Horní řada
option-name-starting-throw = Počáteční hod
