# German messages of the exercise pages (/de/<game>/exercises/<variant>/), made from positions
# `tabula solve` finds in games of a solved variant, and of the reasons given for a move.

exercises-title = { $variant-titel }: Welcher Zug ist der beste?
exercises-description = Stellungen aus Partien { $variant-partie }, die der Computer gegen sich selbst gespielt hat. In jeder ist ein Zug besser als alle anderen: Finde ihn und sieh dir dann an, was jeder Zug wert ist.
# The link beside "Diese Variante spielen" on a variant's pages.
exercises-link = Übungen
exercises-intro = { $count ->
    [one] Hier ist eine Stellung, in der ein Spieler gerade geworfen hat.
   *[other] Hier sind { WORDS($count) } Stellungen. In jeder hat ein Spieler gerade geworfen.
} Wähle den Zug, den du machen würdest: Klicke oder tippe auf dem Brett auf den Spielstein, mit dem du ziehen willst, oder nutze die Schaltflächen unter dem Brett. Die Lösung nennt zu jedem Zug die Chance des ziehenden Spielers, danach bei bestem Spiel beider Seiten zu gewinnen, und sagt, was der Zug bewirkt.
exercises-levels = Die leichten Übungen kommen zuerst. In einer schweren bringt der beste Zug nur wenig mehr Gewinnchance als der zweitbeste, oder ein anderer Zug ist verlockend, weil er einen gegnerischen Spielstein schlägt, auf einer Rosette landet oder einen Spielstein hinausspielt.
exercise-heading = Übung { $number }
exercise-level = { $level ->
    [easy] {" "}(leicht)
    [medium] {" "}(mittel)
   *[hard] {" "}(schwer)
}
exercise-prompt = Spieler { $player } hat eine { $throw } geworfen. Welcher Zug ist der beste?
exercise-choose = Dein Zug
exercise-answer = Lösung
exercise-play = Von dieser Stellung aus weiterspielen
# After a move's chance in the answer: the best move, or how many percentage points less
# often the mover wins after this move than after the best one.
exercise-best = {" "}(der beste Zug)
exercise-loss = {" "}{ $points ->
    [one] ({ $points } Prozentpunkt weniger als beim besten Zug)
   *[other] ({ $points } Prozentpunkte weniger als beim besten Zug)
}
exercise-right = Richtig: „{ $move }“ ist der beste Zug. Danach gewinnt Spieler { $player } { $chance } der Partien.
exercise-wrong = Das ist nicht der beste Zug. Nach „{ $move }“ gewinnt Spieler { $player } { $chance } der Partien, nach dem besten Zug „{ $best }“ dagegen { $best-chance }.

# Why a move is good or bad, after what it does: the danger its piece is left in.
reason-exposed = { $certain ->
    [yes] Was der Gegner als Nächstes auch wirft, er kann den gezogenen Spielstein damit schlagen.
   *[no] Mit einer Wahrscheinlichkeit von { $chance } kann der Gegner den gezogenen Spielstein mit seinem nächsten Wurf schlagen.
}
reason-escapes = Auf dem alten Feld hätte der Gegner den gezogenen Spielstein mit einer Wahrscheinlichkeit von { $chance } schlagen können; auf dem neuen Feld erreicht ihn kein Wurf des Gegners.
