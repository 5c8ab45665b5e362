#!/usr/bin/env python3
"""The Ur engine checked move for move against RoyalUr-Python 0.0.6.

    compare.py TABULA_BINARY [POSITIONS_PER_VARIANT]

For each Ur variant that the RoyalUr project also plays (docs/rules/ur-finkel.md,
ur-masters.md, ur-blitz.md, ur-aseb.md), this plays seeded random games with
RoyalUr's own rule set and, at every position, asks it for the legal moves with every
throw value and the position after each. The same questions go to `tabula moves
--batch` in one run (README, "`tabula moves`"), and the answers are compared: the same
moves (from, to), and for each the same position after, the same player to throw next
(so the same extra throws) and the same end of the game; a position without a move
must be a pass to the other player. Prints one summary line per variant; exits 1 on
any disagreement, listing the first few.

Standard library and `royalur` (pip install royalur==0.0.6) only. Run by
tests/slow/royalur.rs.
"""

import json
import multiprocessing
import os
import random
import subprocess
import sys
from pathlib import Path

from royalur.model import (
    DiceType, GameMetadata, GameSettings, PathType, PlayerType, Roll,
)
from royalur.rules import SimpleRuleSetProvider, WaitingForMoveGameState, WinGameState

REPO = Path(__file__).resolve().parents[2]
SHOW = 10  # disagreements listed in full
SEED = 20240501  # variant i plays its games from random.Random(SEED + i)

FOUR_DICE = {0: 1, 1: 4, 2: 6, 3: 4, 4: 1}  # throw: weight out of 16
THREE_DICE_ZERO_IS_FOUR = {1: 3, 2: 3, 3: 1, 4: 1}  # out of 8 (ur-masters.md rule 5)


def three_dice_zero_is_four_work():
    """Whether RoyalUr-Python's `THREE_BINARY_0MAX` dice can be thrown. In 0.0.6 they
    cannot: the class reads `max_roll_value`, an attribute it never sets (it stores
    `_max_roll_value`), so every roll raises AttributeError (ur-masters.md Q1)."""
    try:
        DiceType.THREE_BINARY_0MAX.create_dice().roll(4)
        return True
    except AttributeError:
        return False


def masters_settings():
    """RoyalUr's settings for Masters' rules (ur-masters.md): Masters' route, seven
    pieces, rosettes not safe, rosettes give an extra throw, captures do not.

    RoyalUr-Python's `create_masters` has four binary dice, not RU-J's three dice with
    0 counted as 4 (ur-masters.md Q1), and its three-dice type is broken in 0.0.6. The
    dice do not matter here: this script chooses every throw itself (from the three-dice
    distribution) and hands RoyalUr a `Roll` of that value, and RoyalUr's move rules
    read only the roll's value. So `create_masters` serves as it is, with the working
    three-dice type put in should a later release fix it."""
    settings = GameSettings.create_masters()
    if three_dice_zero_is_four_work():
        settings = settings.with_dice(DiceType.THREE_BINARY_0MAX)
    return settings


# (label, tabula variant, tabula options, RoyalUr settings, throws with their weights)
VARIANTS = [
    ("ur/finkel", "ur/finkel", {}, lambda: GameSettings.create_finkel(), FOUR_DICE),
    ("ur/finkel route=masters", "ur/finkel", {"route": "masters"},
     lambda: GameSettings.create_finkel().with_paths(PathType.MASTERS), FOUR_DICE),
    ("ur/finkel pieces=5", "ur/finkel", {"pieces": "5"},
     lambda: GameSettings.create_finkel().with_starting_piece_count(5), FOUR_DICE),
    # ur-blitz.md Q5: create_masters (four dice) with five pieces and capture throws.
    ("ur/blitz", "ur/blitz", {},
     lambda: GameSettings.create_masters().with_starting_piece_count(5).with_captures_grant_extra_rolls(True),
     FOUR_DICE),
    ("ur/aseb", "ur/aseb", {}, lambda: GameSettings.create_aseb(), FOUR_DICE),
    ("ur/masters", "ur/masters", {}, masters_settings, THREE_DICE_ZERO_IS_FOUR),
]


def seat(player):
    return 1 if player == PlayerType.LIGHT else 2


class Routes:
    """Where each route square of each side lies in RoyalUr's board, to read a state."""

    def __init__(self, settings):
        shape = settings.board_shape
        # RoyalUr-Python keeps a board as one list, tile (x, y) at (y - 1) * width + x - 1
        # (`Board._calc_tile_index`). Reading that list once per state, rather than
        # `Board.get` once per route square, makes this script three times faster.
        self.cell = {
            player: [tile.iy * shape.width + tile.ix for tile in settings.paths.get(player)]
            for player in (PlayerType.LIGHT, PlayerType.DARK)
        }
        self.size = shape.width * shape.height


def position_of(routes, state, to_move):
    """A RoyalUr state as tabula's JSON position: each piece at its index along its
    owner's route, 1-based (the board file's route lists are RoyalUr's paths)."""
    cells = state.board._pieces
    if len(cells) != routes.size:
        raise RuntimeError("this is not the board layout of royalur 0.0.6")
    squares = {"1": [], "2": []}
    for i, piece in enumerate(cells):
        if piece is None:
            continue
        owner, index = piece.owner, piece.path_index
        if routes.cell[owner][index] != i:
            raise RuntimeError(f"a {owner} piece with route index {index} is on board cell {i}, off its route")
        squares[str(seat(owner))].append(index + 1)
    return {
        "to_move": to_move,
        "squares": squares,
        "off": {"1": state.light_player.score, "2": state.dark_player.score},
    }


def key_of(position):
    """What is compared of a position: pieces by route square and pieces borne off."""
    return (tuple(sorted(position["squares"]["1"])), tuple(sorted(position["squares"]["2"])),
            position["off"]["1"], position["off"]["2"])


def expected_answer(rules, settings, routes, state, throw):
    """RoyalUr's answer for one throw: {(from, to): facts}, the pass if there is no move
    ((position, next player), else None), and the states that can follow."""
    mover = seat(state.get_turn())
    moves = rules.find_available_moves(state.board, state.get_turn_player(), Roll(throw))
    if not moves:
        after = rules.apply_roll(state, Roll(throw))[-1]
        return {}, (key_of(position_of(routes, after, seat(after.get_turn()))), seat(after.get_turn())), [after]
    waiting = WaitingForMoveGameState(state.board, state.light_player, state.dark_player,
                                      state.get_turn(), Roll(throw), moves)
    out = {}
    successors = []
    for move in moves:
        frm = "hand" if move.is_introducing_piece() else move.get_source_piece().path_index + 1
        to = "off" if move.is_scoring_piece() else move.get_dest_piece().path_index + 1
        after = rules.apply_move(waiting, move)[-1]
        successors.append(after)
        if isinstance(after, WinGameState):
            nxt = ("win", seat(after.get_winner()))
        else:
            nxt = ("turn", seat(after.get_turn()))
        facts = {
            "position": key_of(position_of(routes, after, mover)),
            "next": nxt,
            "capture": move.is_capture(),
            "rosette": move.is_dest_rosette(settings.board_shape),
            "enter": move.is_introducing_piece(),
            "bear_off": move.is_scoring_piece(),
        }
        if (frm, to) in out:
            raise RuntimeError(f"RoyalUr lists the move {frm}-{to} twice")
        out[(frm, to)] = facts
    return out, None, successors


def actual_answer(answer, mover):
    """tabula's answer in the same form, or why it cannot be compared."""
    if "error" in answer:
        return None, None, f"tabula: {answer['error']}"
    if answer["pass"]:
        p = answer["position"]
        return {}, (key_of(p), p["to_move"]), None
    out = {}
    for m in answer["moves"]:
        p, effects = m["position"], m["effects"]
        if "result" in p:
            nxt = ("win", p["result"].get("winner"))
        else:
            nxt = ("turn", p["to_move"])
            if ("extra_throw" in effects) != (p["to_move"] == mover):
                return None, None, f"tabula: move {m['from']}-{m['to']} has effects {effects} but {p['to_move']} throws next"
        out[(m["from"], m["to"])] = {
            "position": key_of(p),
            "next": nxt,
            "capture": "capture" in effects,
            "rosette": "rosette" in effects,
            "enter": "enter" in effects,
            "bear_off": "bear_off" in effects,
        }
    return out, None, None


def disagreement(expected, passed, answer, mover):
    """Why tabula's answer differs from RoyalUr's, or None."""
    got, got_pass, problem = actual_answer(answer, mover)
    if problem is not None:
        return problem
    if not expected:
        if got:
            return f"RoyalUr passes, tabula has the moves {sorted(map(str, got))}"
        if got_pass != passed:
            return f"after the pass (position, next) is {passed} in RoyalUr, {got_pass} in tabula"
        return None
    if got_pass is not None:
        return f"tabula passes, RoyalUr has the moves {sorted(map(str, expected))}"
    if set(got) != set(expected):
        return f"moves: RoyalUr {sorted(map(str, expected))}, tabula {sorted(map(str, got))}"
    for mv in sorted(expected, key=str):
        if got[mv] != expected[mv]:
            diff = {k: (expected[mv][k], got[mv][k]) for k in expected[mv] if expected[mv][k] != got[mv][k]}
            return f"move {mv[0]}-{mv[1]}: (RoyalUr, tabula) differ in {diff}"
    return None


def sample(index, wanted):
    """Seeded random games of one variant in RoyalUr, until `wanted` positions were seen,
    each asked with every throw. Returns the count of positions, of distinct ones and of
    games, the cases (position, throw, expected moves, expected pass) and tabula's
    request lines for them, in the same order."""
    label, variant, options, make_settings, throws = VARIANTS[index]
    rng = random.Random(SEED + index)
    settings = make_settings()
    rules = SimpleRuleSetProvider().create(settings, GameMetadata())
    routes = Routes(settings)
    values = sorted(throws)
    weights = [throws[v] for v in values]
    cases, lines, seen = [], [], set()
    positions = games = 0

    def request(throw, position):
        req = {"variant": variant, "throw": throw, "position": position}
        if options:
            req["options"] = options
        return json.dumps(req, separators=(",", ":"))

    while positions < wanted:
        state = rules.generate_initial_game_state()
        games += 1
        while positions < wanted and not isinstance(state, WinGameState):
            pos = position_of(routes, state, seat(state.get_turn()))
            positions += 1
            seen.add((pos["to_move"], key_of(pos)))
            following = {}
            for throw in values:
                expected, passed, following[throw] = expected_answer(rules, settings, routes, state, throw)
                cases.append((pos, throw, expected, passed))
                lines.append(request(throw, pos))
            # Play on: a throw drawn with the variant's chances, then any of its moves.
            state = rng.choice(following[rng.choices(values, weights)[0]])
    # Throws the variant cannot produce must be refused, not answered.
    impossible = [v for v in range(0, 6) if v not in throws]
    lines.extend(request(throw, "start") for throw in impossible)
    return positions, len(seen), games, cases, impossible, lines


def describe(variant, pos, throw):
    return f"{variant} throw {throw} at {json.dumps(pos, separators=(',', ':'))}"


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: compare.py TABULA_BINARY [POSITIONS_PER_VARIANT]")
    binary = sys.argv[1]
    wanted = int(sys.argv[2]) if len(sys.argv) == 3 else 10_000
    jobs = [(i, wanted) for i in range(len(VARIANTS))]
    workers = min(len(jobs), os.cpu_count() or 1)
    if workers > 1:
        with multiprocessing.Pool(workers) as pool:
            plan = pool.starmap(sample, jobs)
    else:
        plan = [sample(*job) for job in jobs]
    lines = [line for *_, variant_lines in plan for line in variant_lines]

    try:
        run = subprocess.run([binary, "moves", "--batch", "--root", str(REPO)],
                             input="\n".join(lines) + "\n", capture_output=True, text=True)
    except OSError as e:
        sys.exit(f"cannot run {binary}: {e}")
    if run.returncode != 0:
        sys.exit(f"tabula moves --batch exited with {run.returncode}: {run.stderr.strip()}")
    answers = run.stdout.splitlines()
    if len(answers) != len(lines):
        sys.exit(f"tabula answered {len(answers)} lines of {len(lines)}")

    failures = []
    at = 0
    for (label, *_), (positions, distinct, games, cases, impossible, _) in zip(VARIANTS, plan):
        bad = 0
        moves = 0
        for pos, throw, expected, passed in cases:
            answer = json.loads(answers[at])
            at += 1
            moves += len(expected)
            why = disagreement(expected, passed, answer, pos["to_move"])
            if why is not None:
                bad += 1
                failures.append(f"{describe(label, pos, throw)}: {why}")
        for throw in impossible:
            answer = json.loads(answers[at])
            at += 1
            if "error" not in answer or "cannot be thrown" not in answer["error"]:
                bad += 1
                failures.append(f"{label}: a throw of {throw} cannot be thrown, but tabula answered {answers[at - 1][:200]}")
        status = "agree" if bad == 0 else f"{bad} DISAGREE"
        print(f"{label}: {positions} positions ({distinct} distinct, {games} games), "
              f"{len(cases)} position-throw pairs, {moves} moves: {status}")

    if failures:
        print(f"\n{len(failures)} disagreements; the first {min(SHOW, len(failures))}:")
        for f in failures[:SHOW]:
            print(f"  {f}")
        sys.exit(1)


if __name__ == "__main__":
    main()
