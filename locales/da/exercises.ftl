# Danish: the exercise pages (/<lang>/<game>/exercises/<variant>/), made from the positions
# `tabula solve` finds in games of a solved variant, and the reasons given for a move.

exercises-title = { $variant }: Hvilket træk er bedst?
exercises-description = Stillinger fra partier { $variant-parti }, som computeren spillede mod sig selv. I hver af dem er ét træk bedre end de andre. Find det, og se så, hvad hvert træk er værd.
# The link beside "Play this variant" on a variant's pages.
exercises-link = Opgaver
exercises-intro = { $count ->
    [one] Her er én stilling. En spiller har lige kastet.
   *[other] Her er { WORDS($count) } stillinger. I hver af dem har en spiller lige kastet.
} Vælg dit træk: Klik eller tryk på den brik, du vil flytte, eller brug knapperne under brættet. Svaret viser for hvert træk, hvor stor en chance spilleren derefter har for at vinde ved perfekt spil fra begge sider, og hvad trækket gør.
exercises-levels = De lette opgaver kommer først. I en svær opgave giver det bedste træk kun lidt bedre vinderchancer end det næstbedste, eller et andet træk ser fristende ud, for eksempel fordi det slår en af modstanderens brikker eller bærer en brik af.
exercise-heading = Opgave { $number }
exercise-level = { $level ->
    [easy] {" "}(let)
    [medium] {" "}(middelsvær)
   *[hard] {" "}(svær)
}
exercise-prompt = Spiller { $player } har kastet { $throw }. Hvilket træk er bedst?
exercise-choose = Dit træk
exercise-answer = Svar
exercise-play = Spil videre fra denne stilling
# After a move's chance in the answer: the best move, or how many percentage points less
# often the mover wins after this move than after the best one.
exercise-best = {" "}(det bedste træk)
exercise-loss = {" "}{ $points ->
    [one] ({ $points } procentpoint under det bedste træk)
   *[other] ({ $points } procentpoint under det bedste træk)
}
# Trækket nævnes med sætningens egne ord, som i review-move: $kind (enter, off, stay, step),
# $from og $to; i exercise-wrong også det bedste træk: $best-kind, $best-from og $best-to.
exercise-right = Rigtigt: Det bedste træk er at { $kind ->
    [enter] sætte en ny brik ind på felt { $to }
    [off] bære brikken på felt { $from } af brættet
    [stay] lade brikken på felt { $from } blive stående
   *[step] flytte brikken på felt { $from } til felt { $to }
}. Spiller { $player } vinder derefter { $chance } af partierne.
exercise-wrong = Ikke det bedste træk. { $kind ->
    [enter] Sætter spiller { $player } en ny brik ind på felt { $to }
    [off] Bærer spiller { $player } brikken på felt { $from } af brættet
    [stay] Lader spiller { $player } brikken på felt { $from } blive stående
   *[step] Flytter spiller { $player } brikken på felt { $from } til felt { $to }
}, vinder spilleren { $chance } af partierne, mod { $best-chance } efter det bedste træk, som er at { $best-kind ->
    [enter] sætte en ny brik ind på felt { $best-to }
    [off] bære brikken på felt { $best-from } af brættet
    [stay] lade brikken på felt { $best-from } blive stående
   *[step] flytte brikken på felt { $best-from } til felt { $best-to }
}.

# Why a move is good or bad, after what it does: the danger its piece is left in.
reason-exposed = { $certain ->
    [yes] Uanset hvad modstanderen kaster næste gang, kan den flyttede brik blive slået.
   *[no] Chancen for, at modstanderen kan slå den flyttede brik med sit næste kast, er { $chance }.
}
reason-escapes = Der, hvor brikken stod før, var der { $chance } chance for, at modstanderen kunne slå den med sit næste kast; på det nye felt kan intet kast nå den.
