#!/usr/bin/env python3
"""The anchor of the self-play benchmark: random games of Finkel's Ur per second in
RoyalUr-Python 0.0.6, on one core of this machine.

    python3 scripts/royalur-speed.py [GAMES]      (default 300)

Each game is played as `tabula stats` plays one between two random players: a throw
with the four dice's chances, then one of the legal moves uniformly at random (a throw
with no move passes). Run it beside `cargo bench --bench selfplay --
'selfplay-one-core/ur-finkel$'`, in the same session: the machines of this kind do not
all run at one speed, so only figures taken together compare (BENCHMARKS.md).

Standard library and `royalur` (pip install royalur==0.0.6) only.
"""

import random
import sys
import time

from royalur.model import GameMetadata, GameSettings, Roll
from royalur.rules import SimpleRuleSetProvider, WaitingForMoveGameState, WinGameState

FOUR_DICE = {0: 1, 1: 4, 2: 6, 3: 4, 4: 1}  # throw: weight out of 16


def play(rules, rng, values, weights):
    """One random game from the start; returns its number of throws."""
    state = rules.generate_initial_game_state()
    throws = 0
    while not isinstance(state, WinGameState):
        roll = Roll(rng.choices(values, weights)[0])
        throws += 1
        moves = rules.find_available_moves(state.board, state.get_turn_player(), roll)
        if not moves:
            state = rules.apply_roll(state, roll)[-1]
            continue
        waiting = WaitingForMoveGameState(state.board, state.light_player, state.dark_player, state.get_turn(), roll, moves)
        state = rules.apply_move(waiting, rng.choice(moves))[-1]
    return throws


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rules = SimpleRuleSetProvider().create(GameSettings.create_finkel(), GameMetadata())
    rng = random.Random(1)
    values = sorted(FOUR_DICE)
    weights = [FOUR_DICE[v] for v in values]
    start = time.perf_counter()
    throws = sum(play(rules, rng, values, weights) for _ in range(games))
    secs = time.perf_counter() - start
    print(f"royalur 0.0.6, Finkel's Ur: {games} random games in {secs:.2f} s, "
          f"{games / secs:.0f} games/s, {throws / games:.0f} throws a game")


if __name__ == "__main__":
    main()
