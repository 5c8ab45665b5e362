# Norwegian Bokmål: the exercise pages (/<lang>/<game>/exercises/<variant>/), made from the
# positions `tabula solve` finds in games of a solved variant, and the reasons given for a move.

exercises-title = { $variant-full }: hvilket trekk er best?
exercises-description = Stillinger fra partier som datamaskinen spilte mot seg selv etter { $variant-rules }. I hver av dem er ett trekk bedre enn alle de andre. Finn det, og se så hva hvert trekk er verdt.
# The link beside "Play this variant" on a variant's pages.
exercises-link = Oppgaver
exercises-intro = { $count ->
    [one] Her er én stilling. En spiller har nettopp kastet.
   *[other] Her er { WORDS($count) } stillinger. I hver av dem har en spiller nettopp kastet.
} Velg trekket ditt: klikk eller trykk på brikken du vil flytte, eller bruk knappene under brettet. Svaret viser for hvert trekk hvor stor sjanse spilleren har til å vinne etterpå, med perfekt spill fra begge sider derfra, og hva trekket gjør.
exercises-levels = De lette oppgavene kommer først. I en vanskelig oppgave gir det beste trekket bare litt større sjanse til å vinne enn det nest beste, eller et annet trekk ser fristende ut, for eksempel fordi det slår en motstanderbrikke eller fører en brikke av brettet.
exercise-heading = Oppgave { $number }
exercise-level = { $level ->
    [easy] {" "}(lett)
    [medium] {" "}(middels)
   *[hard] {" "}(vanskelig)
}
exercise-prompt = Spiller { $player } har kastet en { $throw }-er. Hvilket trekk er best?
exercise-choose = Trekket ditt
exercise-answer = Svar
exercise-play = Spill videre fra denne stillingen
# After a move's chance in the answer: the best move, or how many percentage points less
# often the mover wins after this move than after the best one.
exercise-best = {" "}(beste trekk)
exercise-loss = {" "}{ $points ->
    [one] ({ $points } prosentpoeng under det beste trekket)
   *[other] ({ $points } prosentpoeng under det beste trekket)
}
exercise-right = Riktig: det beste trekket er å { $kind ->
    [enter] sette inn en ny brikke på felt { $to }
    [off] føre brikken på felt { $from } av brettet
    [stay] la brikken på felt { $from } bli stående
   *[step] flytte brikken på felt { $from } til felt { $to }
}. Spiller { $player } vinner da { $chance } av partiene.
exercise-wrong = Ikke det beste trekket. Spiller { $player } vinner { $chance } av partiene etter å ha { $kind ->
    [enter] satt inn en ny brikke på felt { $to }
    [off] ført brikken på felt { $from } av brettet
    [stay] latt brikken på felt { $from } bli stående
   *[step] flyttet brikken på felt { $from } til felt { $to }
}, men { $best-chance } etter det beste trekket, som er å { $best-kind ->
    [enter] sette inn en ny brikke på felt { $best-to }
    [off] føre brikken på felt { $best-from } av brettet
    [stay] la brikken på felt { $best-from } bli stående
   *[step] flytte brikken på felt { $best-from } til felt { $best-to }
}.

# Why a move is good or bad, after what it does: the danger its piece is left in.
reason-exposed = { $certain ->
    [yes] Motstanderen kan slå den flyttede brikken uansett hva det neste kastet blir.
   *[no] Det er { $chance } sjanse for at motstanderen kan slå den flyttede brikken med neste kast.
}
reason-escapes = Der den flyttede brikken sto, var det { $chance } sjanse for at motstanderen kunne slå den med neste kast. Der den lander, kan ingen kast nå den.
