# Die Texte der Übungsseiten (/de/<game>/exercises/<variant>/), gebaut aus Stellungen, die
# `tabula solve` in Partien einer gelösten Variante findet, und die Gründe, die zu einem Zug genannt werden.

exercises-title = { $variant-titel }: Welcher Zug ist der beste?
exercises-description = Stellungen aus Partien { $variant-partie }, die der Computer gegen sich selbst gespielt hat. In jeder ist ein Zug besser als alle anderen: Finde ihn und sieh dir dann an, was jeder Zug wert ist.
# Der Link neben „Diese Variante spielen“ auf den Seiten einer Variante.
exercises-link = Übungen
exercises-intro = { $count ->
    [one] Hier ist eine Stellung, in der ein Spieler gerade geworfen hat.
   *[other] Hier sind { WORDS($count) } Stellungen. In jeder hat ein Spieler gerade geworfen.
} Wähle den Zug, den du machen würdest: Klicke oder tippe auf dem Brett auf den Spielstein, mit dem du ziehen willst, oder nutze die Schaltflächen unter dem Brett. Die Lösung nennt zu jedem Zug die Chance des ziehenden Spielers, danach bei bestem Spiel beider Seiten zu gewinnen, und sagt, was der Zug bewirkt.
exercises-levels = Die leichten Übungen kommen zuerst. In einer schweren bringt der beste Zug nur wenig mehr Gewinnchance als der zweitbeste, oder ein anderer Zug wirkt verlockend, etwa weil er einen gegnerischen Spielstein schlägt oder einen Spielstein hinausspielt.
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
# Nach der Chance eines Zuges in der Lösung: der beste Zug, oder um wie viele Prozentpunkte
# seltener der ziehende Spieler nach diesem Zug gewinnt als nach dem besten.
exercise-best = {" "}(der beste Zug)
exercise-loss = {" "}{ $points ->
    [one] ({ $points } Prozentpunkt weniger Gewinnchance als mit dem besten Zug)
   *[other] ({ $points } Prozentpunkte weniger Gewinnchance als mit dem besten Zug)
}
exercise-right = Richtig: Am besten ist es, { $kind ->
    [enter] einen neuen Spielstein auf Feld { $to } einzusetzen
    [off] den Spielstein von Feld { $from } hinauszuspielen
    [stay] den Spielstein auf Feld { $from } stehen zu lassen
   *[step] den Spielstein von Feld { $from } auf Feld { $to } zu ziehen
}. Danach gewinnt Spieler { $player } { $chance } der Partien.
exercise-wrong = Das ist nicht der beste Zug. { $kind ->
    [enter] Setzt Spieler { $player } einen neuen Spielstein auf Feld { $to } ein
    [off] Spielt Spieler { $player } den Spielstein von Feld { $from } hinaus
    [stay] Lässt Spieler { $player } den Spielstein auf Feld { $from } stehen
   *[step] Zieht Spieler { $player } den Spielstein von Feld { $from } auf Feld { $to }
}, gewinnt er { $chance } der Partien. Am besten ist es, { $best-kind ->
    [enter] einen neuen Spielstein auf Feld { $best-to } einzusetzen
    [off] den Spielstein von Feld { $best-from } hinauszuspielen
    [stay] den Spielstein auf Feld { $best-from } stehen zu lassen
   *[step] den Spielstein von Feld { $best-from } auf Feld { $best-to } zu ziehen
}; danach gewinnt er { $best-chance }.

# Warum ein Zug gut oder schlecht ist, nach dem, was er bewirkt: die Gefahr, in der sein Spielstein danach steht.
reason-exposed = { $certain ->
    [yes] Der Gegner kann den gezogenen Spielstein mit seinem nächsten Wurf schlagen, ganz gleich, was er wirft.
   *[no] Mit einer Wahrscheinlichkeit von { $chance } kann der Gegner den gezogenen Spielstein mit seinem nächsten Wurf schlagen.
}
reason-escapes = Auf dem alten Feld hätte der Gegner den gezogenen Spielstein mit einer Wahrscheinlichkeit von { $chance } schlagen können; auf dem neuen Feld erreicht ihn kein Wurf des Gegners.
