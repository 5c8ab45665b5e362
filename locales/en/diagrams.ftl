# Diagrams: their titles and descriptions (read by screen readers), and the throws chart.

diagram-title = { $variant }: { $show ->
    [moves] the legal moves for a throw of { $throw }
    [move] a move with a throw of { $throw }
    [before-after] before and after a move with a throw of { $throw }
   *[position] the position
}
diagram-side = { $player ->
    [1] Player 1
   *[other] Player 2
}: { $count ->
    [0] no pieces on the board
    [one] one piece, on square { $squares }
   *[other] pieces on squares { $squares }
}{ $extras ->
    [0] .
   *[other] ; { $extra }.
}
diagram-waiting = { WORDS($count) } waiting
diagram-off = { WORDS($count) } borne off
diagram-fines = { $count ->
    [one] one fine paid
   *[other] { WORDS($count) } fines paid
}
diagram-to-move = Player { $player } throws next.
# During an opening that gives out the sets (Jéquier's Senet), no player has one yet.
diagram-opening-sets = One set stands on squares { $first }, the other on squares { $second }; the opening decides which player takes which.
diagram-throw = Player { $player } throws { $throw }.
diagram-legal = { $count ->
    [one] The only legal move: { $moves }.
   *[other] Legal moves: { $moves }.
}
diagram-no-move = No legal move: player { $player } passes{ $again ->
    [yes] {" "}and throws again.
   *[no] {" "}the turn.
}
# `$kind`: `enter` (a waiting piece comes onto `$to`), `off` (the piece on `$from` is
# borne off), `stay` (the piece on `$from` stays where it is: Kendall's House of Water) or
# `step` (from `$from` to `$to`). The effects follow in sentences of their own.
diagram-move = { $kind ->
    [enter] Player { $player } enters a piece on square { $to }.
    [off] Player { $player } moves the piece on square { $from } off the board.
    [stay] Player { $player } leaves the piece on square { $from } where it is.
   *[step] Player { $player } moves the piece on square { $from } to square { $to }.
}
# A move in a list of moves and on its button.
diagram-move-name = { $kind ->
    [enter] enter on { $to }
    [off] { $from } off the board
    [stay] stay on { $from }
   *[step] { $from } to { $to }
}
diagram-hand = hand
diagram-off-board = off the board
diagram-after = After the move, the pieces stand as follows.
# $shared: yes where both players' pieces follow the same path (Senet), no where each
# player has a route of their own (Ur).
diagram-route = { $shared ->
    [yes] The dotted line shows the path every piece follows.
   *[no] The dotted line shows which way player { $player }'s pieces go.
}
diagram-result = { $result ->
    [draw] The game ends in a draw.
   *[win] Player { $winner } wins the game.
}
# Empty in English: the move's own sentence and its label ("enter on 5") say it already.
diagram-effect-enter = {""}
diagram-effect-opening = The thrower takes the set on the even squares; the opening is over.
diagram-effect-backward = The piece moves backward, because no piece can move forward.
diagram-effect-forced = The rules force this move.
# The capture, the rosette, the fine and the extra throw get $capture, $rosette, $fine
# and $again (yes or no: whether the move has that effect too), so one sentence can say
# them together; the messages it covers are then left empty.
diagram-effect-capture = { $rosette ->
    [yes] It captures the opposing piece on the rosette
   *[no] It captures an opposing piece
}{ $fine ->
    [yes] . Player { $player } pays a fine into the pot{ $rosette ->
        [yes] {" "}for landing there
       *[no] {""}
    }{ $again ->
        [yes] , and throws again
       *[no] {""}
    }
   *[no] { $again ->
        [yes] , and player { $player } throws again
       *[no] {""}
    }
}.
diagram-effect-remove = That piece leaves the game for good.
diagram-effect-swap = The two pieces swap places.
diagram-effect-rosette = { $capture ->
    [yes] {""}
   *[no] It lands on a rosette{ $fine ->
        [yes] . Player { $player } pays a fine into the pot for landing there{ $again ->
            [yes] , and throws again
           *[no] {""}
        }
       *[no] { $again ->
            [yes] , and player { $player } throws again
           *[no] {""}
        }
    }.
}
diagram-effect-fine = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] That costs player { $player } a fine, which goes into the pot.
    }
}
# $moved: yes when the piece goes on from the House of Water to $square, no when it
# stays in it (Kendall's rules).
diagram-effect-water = { $moved ->
    [yes] The piece lands in the House of Water and ends on square { $square }.
   *[no] The piece lands in the House of Water and stays there.
}
# Empty in English: the move's own sentence and its label ("16 off the board") say it already.
diagram-effect-bear-off = {""}
diagram-effect-extra-throw = { $capture ->
    [yes] {""}
   *[no] { $rosette ->
        [yes] {""}
       *[no] Player { $player } throws again.
    }
}

# Kendall's House of Water and square 26.
diagram-effect-to-water = The opponent's piece goes into the House of Water.
diagram-effect-overshoot = The throw would carry the piece past the square it must stop on, so it falls into the House of Water.
diagram-effect-wait = The piece waits in the House of Water: the throw counts as a pass.
diagram-effect-return = Going back to square { $square } ends the turn at once, and player { $player } loses their next turn.
diagram-effect-lost-turn = The opponent's lost turn is skipped.

throws-caption = The throws of { $variant-sentence }
throws-value = Throw
throws-chance = Chance
throws-percent = Percentage

# Values under best play, which a diagram block shows with `values = true` (from
# `content/solved/`, written by `tabula solve`). `$chance` is a percentage.
diagram-values-heading = With best play from both sides
diagram-values-position = Before the throw, player { $player } wins { $chance } of games from here.
# A move of the throw and its player's chance of winning after it, in a list from best to worst.
diagram-values-move = { $move }: { $chance }
diagram-values-best = (the best move)

# A replay diagram with `review = true`: the game reviewed against best play.
review-heading = The game reviewed against best play
review-chart-title = Player 1's chance of winning, move by move
review-chart-description = Before the first throw, player 1 wins { $start } of games with best play from both sides; after the last move, { $end }. The line rises as player 1's chances grow and falls as player 2's grow. A ring marks an inaccuracy, a mistake or a blunder: the larger the ring, the worse the move.
review-grades-caption = How each player's moves were graded
review-grade-heading = Grade
review-player = Player { $player }
# The rows of the grades table (how many moves of each grade a player made).
review-grade-count = { $grade ->
    [best] Best moves
    [good] Good moves
    [inaccuracy] Inaccuracies
    [mistake] Mistakes
   *[blunder] Blunders
}
review-key-heading = Key moves
review-key-none = No move cost its player as much as 2 percentage points.
review-all-heading = Every throw
# $move is the move's label; $kind (enter, off, stay, step), $from and $to name it in
# the sentence's own words. $capture, $rosette and $fine (yes or no): whether the move
# captured, landed on a rosette, or paid a fine.
review-move = Throw { $step }: player { $player } throws { $throw } and { $kind ->
    [enter] enters a piece on square { $to }
    [off] bears off the piece on { $from }
    [stay] keeps the piece on { $from } where it is
   *[step] moves the piece on { $from } to { $to }
}{ $capture ->
    [yes] , capturing the piece { $rosette ->
        [yes] on the rosette
       *[no] there
    }
   *[no] { $rosette ->
        [yes] , a rosette
       *[no] {""}
    }
}{ $fine ->
    [yes] , and pays a fine
   *[no] {""}
}.
# A throw that moves nothing: a 0, or a throw with no legal move. $again is yes where
# the throw still earns its extra throw.
review-pass = Throw { $step }: player { $player } { $throw ->
    [0] throws 0, which ends the turn
   *[other] throws { $throw } but has no legal move
}{ $again ->
    [yes] , and throws again.
   *[no] .
}
review-best = The best move.
# A move that was not the best: its grade, what it cost its player (in points of the
# chance of winning) and the best move of the throw ($best, its label; $best-kind,
# $best-from and $best-to, as in review-move).
review-loss = { $grade ->
    [good] Good
    [inaccuracy] An inaccuracy
    [mistake] A mistake
   *[blunder] A blunder
}: { $points ->
    [one] { $points } percentage point
   *[other] { $points } percentage points
} below the best move, which was to { $best-kind ->
    [enter] enter a piece on square { $best-to }
    [off] bear off the piece on { $best-from }
    [stay] keep the piece on { $best-from } where it is
   *[step] move the piece on { $best-from } to { $best-to }
}.
review-thresholds = Each move is graded by how many percentage points it lowered its player's chance of winning, compared with the best move of the same throw: best (under 0.05 points), good (under 2), inaccuracy (under 5), mistake (under 10), blunder (10 or more). A throw with only one move, or none, is not graded.
