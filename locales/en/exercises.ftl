# The exercise pages (/<lang>/<game>/exercises/<variant>/), made from the positions
# `tabula solve` finds in games of a solved variant, and the reasons given for a move.

exercises-title = { $variant }: which move is best?
exercises-description = Positions from games of { $variant-sentence } that the computer played against itself, where one move is better than the rest. Find it, then see what every move is worth.
# The link beside the play link (play-link) on a variant's pages.
exercises-link = Exercises
exercises-intro = { $count ->
    [one] Here is one position. In it, a player has just thrown.
   *[other] Here are { WORDS($count) } positions. In each, a player has just thrown.
} Pick the move you would make: click or tap its piece on the board, or use the buttons below it. The answer shows every move with its player's chance of winning afterwards, when both sides play perfectly from then on, and, where there is something worth noting, what the move does.
exercises-levels = The easy ones come first. In a hard one, the best move's lead over the next is smaller than in the easier ones, or another move looks tempting, for instance because it captures or bears a piece off.
exercise-heading = Exercise { $number }
# Right after the exercise's number in its heading, in brackets as the language writes
# them, with the space before them where the language wants one ({" "}).
exercise-level = { $level ->
    [easy] {" "}(easy)
    [medium] {" "}(medium)
   *[hard] {" "}(hard)
}
exercise-prompt = Player { $player } has thrown { $throw }. Which move is best?
exercise-choose = Your move
exercise-answer = Answer
exercise-play = Play on from this position
# After a move's chance in the answer: the best move, or how much less often the mover
# wins after this move than after the best one. Each starts with the space ({" "}) that
# the language sets between the chance and the note; Japanese, whose full-width
# brackets carry their own space, starts with none.
exercise-best = {" "}(the best move)
exercise-loss = {" "}{ $points ->
    [one] ({ $points } percentage point below the best move)
   *[other] ({ $points } percentage points below the best move)
}
# A move is named in the sentence's own words, as in review-move: $kind (enter, off,
# stay, step), $from and $to; $move is its label, as on its button. The best move of
# exercise-wrong likewise: $best-kind, $best-from, $best-to and $best.
exercise-right = Right: { $kind ->
    [enter] entering a piece on square { $to }
    [off] bearing off the piece on { $from }
    [stay] keeping the piece on { $from } where it is
   *[step] moving the piece on { $from } to { $to }
} is the best move. Player { $player } wins { $chance } of games after it.
exercise-wrong = Not the best. Player { $player } wins { $chance } of games after { $kind ->
    [enter] entering a piece on square { $to }
    [off] bearing off the piece on { $from }
    [stay] keeping the piece on { $from } where it is
   *[step] moving the piece on { $from } to { $to }
}, and { $best-chance } after the best move, { $best-kind ->
    [enter] entering a piece on square { $best-to }
    [off] bearing off the piece on { $best-from }
    [stay] keeping the piece on { $best-from } where it is
   *[step] moving the piece on { $best-from } to { $best-to }
}.

# Why a move is good or bad, after what it does: the danger its piece is left in.
# $certain is yes when every throw of the opponent can capture the piece.
reason-exposed = { $certain ->
    [yes] Whatever the opponent throws next, they can capture the moved piece.
   *[no] The opponent's next throw has a { $chance } chance of capturing the moved piece.
}
reason-escapes = Where the moved piece stood, the opponent's next throw had a { $chance } chance of capturing it; where it lands, no throw can reach it.
