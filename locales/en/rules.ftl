# Names of the variants, and the difference tables computed from rule data.
# Each cell message receives the rule's values as arguments.

# A variant message may carry the forms sentences need, as attributes: here `.sentence`, the
# name inside a sentence (lowercase "standard", with "the" where English wants it). Every
# message that names a variant in a sentence gets each form as $variant-FORM ($standard-FORM);
# a variant without the attribute gives its bare name (and `tabula check` warns of it).
variant-senet-standard = Standard Senet
    .sentence = standard Senet
variant-senet-bell = Bell's Senet
    .sentence = Bell's Senet
variant-senet-jequier = Jéquier's Senet
    .sentence = Jéquier's Senet
variant-senet-kendall = Kendall's Senet
    .sentence = Kendall's Senet
variant-ur-finkel = The standard Royal Game of Ur
    .sentence = the standard Royal Game of Ur
variant-ur-bell = The Royal Game of Ur with Bell's rules
    .sentence = the Royal Game of Ur with Bell's rules
variant-ur-masters = Masters' Royal Game of Ur
    .sentence = Masters' Royal Game of Ur
variant-ur-blitz = Blitz
    .sentence = Blitz
variant-ur-aseb = Aseb, the Game of Twenty Squares
    .sentence = Aseb
variant-ur-finkel-masters = Masters' route
    .sentence = the Royal Game of Ur on Masters' route
variant-ur-finkel-five = Five pieces
    .sentence = the Royal Game of Ur with five pieces

diff-caption = How { $variant-sentence } differs from { $standard-sentence }
diff-rule = Rule

# `$conj` is the list's conjunction (and, or; none for a list without one), for a
# language that repeats it between the items, as Arabic does; English does not.
list-comma = { $conj ->
   *[other] {", "}
}
list-and = { $head } and { $last }
list-or = { $head } or { $last }

rule-pieces = Pieces and setup
rule-start = Who starts
rule-throw = Throws
rule-extra-throw = Extra throws
rule-pass = No legal move
rule-entry = Entering a piece
rule-landing = Landing on an opponent
rule-safe = Safe squares
rule-houses = The special squares
rule-stop = A square you must stop on
rule-water = House of Water
rule-blockade = Blockades
rule-forced = Moves you must make
rule-backward = Moving backward
rule-bear-off = Bearing off
rule-fines = Fines
rule-end = How to win
rule-board = Board
rule-route = Route
rule-options = Options

cell-pieces = { $start ->
    [hand] { $count ->
        [one] One piece each, waiting beside the board.
       *[other] { WORDS($count, form: "capitalized") } pieces each, all waiting beside the board.
    }
   *[alternate] { WORDS($count, form: "capitalized") } pieces each, alternating on squares 1 to { $last }: one set on the odd squares, the other on the even squares.
}

cell-start = { $rule ->
    [first-one] The players throw in turn until one throws a { $throw }; that player takes the set on the even squares, moves the piece on square { $front } forward by { $throw } and throws again.
    [first-one-start-throw] The players throw in turn until one throws a { $throw }; that player takes the set on the even squares, moves the piece on square { $front } forward by { $throw } and throws again. The other player moves no piece before throwing a { $first }: until then every throw is a pass.
    [seat-one-start-throw] Player 1 starts. Neither player moves a piece before throwing a { $first }: until then every throw is a pass.
   *[seat-one] Player 1 starts.
}

cell-throw = { $kind ->
    [faces] One { $implement ->
        [long-die] long die with { WORDS($sides) } faces
       *[other] die with { WORDS($sides) } faces
    }, showing { $faces }.
    [none-counts] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] throwing sticks: count the flat sides up; none up counts as { $none }.
       *[other] binary dice: count the marked tips up; none up counts as { $none }.
    }
    [table] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] throwing sticks, counting the flat sides up
       *[other] binary dice, counting the marked tips up
    }: { $values }.
   *[count] { WORDS($count, form: "capitalized") } { $implement ->
        [sticks] throwing sticks: count the flat sides up.
       *[other] binary dice: count the marked tips up, 0 to { $count }.
    }
}

# One outcome of a throw table: how many sides up, and what that throw is worth.
throw-up = { $up ->
    [0] none counts as { $value }
    [one] one counts as { $value }
    [2] two count as { $value }
    [3] three count as { $value }
    [4] four count as { $value }
   *[other] { WORDS($up) } count as { $value }
}

cell-extra-throw = { $kind ->
    [none] None: after every move the turn passes.
    [rosette] Landing on a rosette gives another throw.
    [throws-rosette] A throw of { $throws }, or landing on a rosette, gives another throw.
    [capture] Capturing an opponent's piece gives another throw.
    [rosette-capture] Landing on a rosette or capturing an opponent's piece gives another throw; a move that does both gives only one.
    [throws-capture] A throw of { $throws }, or capturing an opponent's piece, gives another throw.
    [throws-rosette-capture] A throw of { $throws }, landing on a rosette or capturing an opponent's piece gives another throw; a move that does more than one of these still gives only one.
   *[throws] A throw of { $throws } gives another throw after the move.
}

cell-pass = { $kind ->
    [again] You pass, and a throw of { $throws } still lets you throw again.
    [forfeit] You pass, and the turn ends, even after a throw of { $throws }.
   *[turn-ends] You pass and the turn goes to your opponent.
}

cell-entry = { $kind ->
    [fixed] Only with a throw of { $throws }, which places the piece on square { $square }.
   *[throw] { $any ->
        [1] With any throw of 1 or more, a waiting piece can enter on the square of that number.
       *[other] With a throw of { $throws }, a waiting piece can enter on the square of that number.
    }
}

cell-landing = { $kind ->
    [swap] The two pieces swap places{ $neighbours ->
        [yes] , unless the opponent's piece has a piece of its own colour next to it: then you cannot land there.
       *[no] .
    }
    [swap-water] The two pieces swap places{ $neighbours ->
        [yes] , unless the opponent's piece has a piece of its own colour next to it: then you cannot land there.
       *[no] .
    } On squares { $water-squares } you can land on an opponent's piece only while the House of Water is empty, and that piece then goes to the House of Water, square { $water }, instead.
    [capture] The opponent's piece goes back off the board and must enter again.
   *[remove] The opponent's piece is captured and leaves the game for good.{ $neighbours ->
        [yes] {""}
       *[no] {" "}Neighbouring pieces give no protection.
    }
}

cell-safe = { $rosettes ->
    [safe] A piece on a rosette cannot be captured.
    [unsafe] None: a piece can be captured anywhere on the shared squares, rosettes included.
   *[none] { $contiguous ->
        [yes] Squares { $from } to { $to }
       *[no] { $count ->
            [1] Square { $squares }
           *[other] Squares { $squares }
        }
    }{ $guarded ->
        [yes] , and squares { $guarded-squares } while the House of Water holds a piece
       *[no] {""}
    }{ $neighbours ->
        [yes] ; on any square, a piece is also protected while a piece of its own colour stands next to it.
       *[no] .
    }
}

cell-houses = { $houses }.
# The special squares, in the order of their squares. $first is yes for the one that opens
# the list, which says "is" once for all of them.
house-rebirth = { $first ->
    [yes] { $square } is the House of Rebirth
   *[no] { $square } the House of Rebirth
}
house-beauty = { $first ->
    [yes] { $square } is the House of Beauty
   *[no] { $square } the House of Beauty
}
house-water = { $first ->
    [yes] { $square } is the House of Water
   *[no] { $square } the House of Water
}
house-three-truths = { $first ->
    [yes] { $square } is the House of Three Truths
   *[no] { $square } the House of Three Truths
}
house-re-atum = { $first ->
    [yes] { $square } is the House of Re-Atum
   *[no] { $square } the House of Re-Atum
}
house-marks = { $from } to { $to } are marked { $marks }

cell-stop = { $kind ->
    [illegal] Square { $square } must be reached by an exact throw: a piece before it may not pass it in one move.
    [water] Square { $square } must be reached by an exact throw: a move that would pass it ends instead in the House of Water, square { $water }, if that square is empty; if it is not, the move cannot be made.
   *[none] None: a piece may pass any square.
}

cell-water = { $kind ->
    [hold] Square { $square }. A piece there stays, as the only piece its owner may move, until a throw of { $throws } bears it off. With any other throw its owner may instead send it back to square { $rebirth }, if that square is empty: the turn ends at once, the owner loses their next turn, and the returned piece must move before any other.
    [rebirth] Square { $square }. A piece that ends its move there goes back to square { $rebirth }, or, if that square is taken, to the nearest empty square before it.
    [first-empty] Square { $square }. A piece that ends its move there goes back to the first empty square of the board.
    [square] Square { $square }. A piece that ends its move there goes back to square { $rebirth ->
        [1] 1, or, if that is taken, to the first empty square.
       *[other] { $rebirth }, or, if that is taken, to the nearest empty square before it.
    }
   *[none] There is no House of Water.
}

# The other cell of a rule only one of the two variants has.
cell-absent = Not in these rules.

cell-blockade = { $length ->
    [0] None: a piece may jump over any number of pieces.
   *[other] A piece may not jump over { WORDS($length) } or more opposing pieces standing in a row, forward or backward.
}

cell-forced = { $kind ->
    [squares] If a piece on squares { $from } to { $to } can move, you must move one of them.
   *[none] You must move if you can, but you may choose any piece that can move.
}

cell-backward = { $kind ->
    [no-forward] If no piece can move forward, you must move one backward by the throw onto an empty square.
    [no-forward-limits] If no piece can move forward, you must move one{ $up-to ->
        [0] {""}
       *[other] {" "}of those on squares 1 to { $up-to }
    } backward by the throw { $hits ->
        [yes] onto an empty square, or onto an opponent's piece with no piece of its own colour next to it; the two pieces then swap places.
       *[no] onto an empty square.
    }
   *[never] Never: pieces only move forward.
}

cell-bear-off = { $rule ->
    [exact] With the exact throw to reach square { $exit }, one past the last square.
    [reach] By reaching square { $last } or passing it, with any throw, but only when all your pieces stand on squares { $from } to { $last }.
    [exact-all-from] With the exact throw to reach square { $exit }, one past the last square. No piece may bear off while one of yours stands on squares 1 to { $before }.
    [table-all-from] Only { $table }. No piece may bear off while one of yours stands on squares 1 to { $before }.
   *[table] Only { $table }.
}
bear-off-from = from square { $square } with { $throws }
bear-off-from-any = from square { $square } with any throw

cell-fines = { $fine ->
    [0] None.
   *[other] Landing on a rosette costs { $fine ->
        [one] one fine
       *[other] { WORDS($fine) } fines
    }, paid into a common pot.
}

cell-end = { $rule ->
    [score] Each piece borne off scores a point, and the higher score wins. The game ends as soon as one player's score is out of the other's reach, or when no pieces are left on the board; equal scores are a draw.
   *[all-off] Be the first to bear off all { WORDS($count) } pieces.
}

cell-board = { $board ->
    [ur] The board of the Royal Game of Ur: { WORDS($squares) } squares.
    [twenty-squares] The board of the Game of Twenty Squares: { WORDS($squares) } squares, with a long middle row.
    [senet] The Senet board: { WORDS($squares) } squares.
   *[other] A board of { WORDS($squares) } squares.
}

cell-route = { $route ->
    [aseb] The Aseb route of { WORDS($length) } squares, along the whole middle row.
    [masters] Masters' route of { WORDS($length) } squares.
    [bell] Bell's route of { WORDS($length) } squares.
   *[other] A route of { WORDS($length) } squares.
}

cell-options = { $count ->
    [0] None.
    [one] Can also be played { $options }.
   *[other] Can also be played { $options }.
}
# The values of the options finish "Can also be played …" (cell-options) and stand alone
# in the settings of the play page, so each starts in lowercase with its preposition.
# An option's value, to finish "Can also be played …" in a difference table; its
# attribute `.choice` names the value alone, as one choice under the option's name
# (`option-name-*`) in the play page's settings.
option-route = { $value ->
    [masters] on Masters' route
    [bell] on Bell's route
   *[other] on the { $value } route
}
    .choice = { $value ->
        [masters] Masters' route
        [bell] Bell's route
       *[other] { $value }
    }
option-pieces = with { WORDS($value) } pieces
    .choice = { WORDS($value, form: "capitalized") } pieces
# Kendall's options.
option-home-row = { $value ->
    [on] with the home-row rule
   *[other] without the home-row rule
}
    .choice = { $value ->
        [on] On
       *[other] Off
    }
option-starting-throw = { $value ->
    [on] with the starting throw
   *[other] without the starting throw
}
    .choice = { $value ->
        [on] On
       *[other] Off
    }
option-trap = { $value ->
    [on] with the trap
   *[other] without the trap
}
    .choice = { $value ->
        [on] On
       *[other] Off
    }
