# Czech messages of the exercise pages (/cs/<game>/exercises/<variant>/), made from positions
# `tabula solve` finds in games of a solved variant, and of the reasons given for a move.

exercises-title = { $variant }: který tah je nejlepší?
exercises-description = Postavení z partií { $variant-game }, které počítač sehrál sám se sebou. V každém je jeden tah lepší než ostatní: najděte ho a pak se podívejte, jakou šanci na výhru dává každý tah.
# The link beside "Zahrát si tuto variantu" on a variant's pages.
exercises-link = Cvičení
exercises-intro = { $count ->
    [one] Na této stránce najdete jedno postavení, ve kterém jeden z hráčů právě hodil.
    [few] Na této stránce najdete { WORDS($count, form: "neuter") } postavení. V každém z nich jeden z hráčů právě hodil.
    [many] Na této stránce najdete { WORDS($count, form: "neuter") } postavení. V každém z nich jeden z hráčů právě hodil.
   *[other] Na této stránce najdete { WORDS($count, form: "neuter") } postavení. V každém z nich jeden z hráčů právě hodil.
} Vyberte tah, který byste zahráli: klikněte nebo klepněte na desce na kámen, kterým chcete táhnout, nebo použijte tlačítka pod deskou. Řešení u každého tahu uvede, jakou šanci na výhru po něm má hráč, který hodil, pokud obě strany dál hrají bezchybně, a popíše, co tah udělá.
exercises-levels = Snadná cvičení jsou na začátku. V těžkém cvičení dává nejlepší tah jen o málo vyšší šanci na výhru než druhý nejlepší, nebo se nabízí jiný lákavý tah, třeba takový, který vyhodí soupeřův kámen nebo vyvede kámen z desky.
exercise-heading = Cvičení { $number }
exercise-level = { $level ->
    [easy] {" "}(snadné)
    [medium] {" "}(středně těžké)
   *[hard] {" "}(těžké)
}
exercise-prompt = { $player ->
    [1] První hráč
   *[other] Druhý hráč
} hodil { $throw }. Který tah je nejlepší?
exercise-choose = Váš tah
exercise-answer = Řešení
exercise-play = Hrát dál z tohoto postavení
# After a move's chance in the answer: the best move, or how many percentage points less
# often the mover wins after this move than after the best one.
exercise-best = {" "}(nejlepší tah)
exercise-loss = {" "}{ $points ->
    [one] (o { $points } procentní bod méně než po nejlepším tahu)
    [few] (o { $points } procentní body méně než po nejlepším tahu)
    [many] (o { $points } procentního bodu méně než po nejlepším tahu)
   *[other] (o { $points } procentních bodů méně než po nejlepším tahu)
}
exercise-right = Správně: nejlepší je { $kind ->
    [enter] nasadit nový kámen na pole { $to }
    [off] vyvést kámen z pole { $from }
    [stay] nechat kámen stát na poli { $from }
   *[step] táhnout kamenem z pole { $from } na pole { $to }
}. Po tomto tahu { $player ->
    [1] první hráč
   *[other] druhý hráč
} vyhrává { $chance } partií.
exercise-wrong = To není nejlepší tah. Když { $player ->
    [1] první hráč
   *[other] druhý hráč
} { $kind ->
    [enter] nasadí nový kámen na pole { $to }
    [off] vyvede kámen z pole { $from }
    [stay] nechá kámen stát na poli { $from }
   *[step] táhne kamenem z pole { $from } na pole { $to }
}, vyhrává { $chance } partií. Kdyby { $best-kind ->
    [enter] nasadil nový kámen na pole { $best-to }
    [off] vyvedl kámen z pole { $best-from }
    [stay] nechal kámen stát na poli { $best-from }
   *[step] táhl kamenem z pole { $best-from } na pole { $best-to }
}, což je nejlepší tah, vyhrával by { $best-chance }.

# Why a move is good or bad, after what it does: the danger its piece is left in.
reason-exposed = { $certain ->
    [yes] Na novém poli může soupeř tažený kámen vyhodit, ať příště hodí cokoli.
   *[no] Na novém poli může soupeř tažený kámen vyhodit hned svým příštím hodem, a to se šancí { $chance }.
}
reason-escapes = Tah dostane kámen z dosahu soupeře: na původním poli mu hrozilo vyhození se šancí { $chance }, na novém poli na něj už žádný hod nedosáhne.
