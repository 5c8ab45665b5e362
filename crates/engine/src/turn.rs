//! How a move ends its turn: whether its player throws again, the lasting states a
//! turn changes (a lost turn, a piece still to start), and whether the game is over
//! and who won. The move generator (`movegen`) calls these for every move it makes.

use super::movegen::seat_bit;
use super::moves::{Effects, Move};
use super::position::{GameResult, Position};
use super::rules::Rules;
use super::settings::EndRule;

impl Rules {
    /// Decides who throws next and whether the game is over, for a move written by
    /// [`start`] and played with throw `r`.
    #[inline(always)]
    pub(crate) fn finish(&self, m: &mut Move, r: u8, rosette_extra: bool) {
        self.finish_turn(m, rosette_extra || self.is_extra_throw(r));
    }

    /// [`Rules::finish`] with the extra throw decided (`again`: the same player throws
    /// next): hands the turn over, keeps the lasting state up to date, and sets the result.
    #[inline(always)]
    pub(crate) fn finish_turn(&self, m: &mut Move, again: bool) {
        let s = m.after.to_move;
        if again {
            m.effects |= Effects::EXTRA_THROW;
        } else {
            m.after.to_move = 3 - s;
        }
        if self.lasting {
            m.effects |= self.update_lasting(&mut m.after, s, again);
        }
        m.after.result = self.result(&m.after, s);
    }

    /// The state that outlasts a move, after a move by seat `s` (rare, so kept out of
    /// the hot path): whoever moves has made their starting throw; a returned piece that
    /// has left the House of Rebirth (moved, or hit) has done its duty; a lost turn is
    /// skipped as the turn is handed over.
    #[cold]
    pub(crate) fn update_lasting(&self, after: &mut Position, s: u8, again: bool) -> Effects {
        after.unstarted &= !seat_bit(s);
        if after.returned != 0 {
            if let Some(h) = self.hold {
                if after.tiles.get(h.back_tile) != after.returned {
                    after.returned = 0;
                }
            }
        }
        if again {
            Effects::default()
        } else {
            self.hand_over(after, s)
        }
    }

    /// The result, if the game is over after a move by seat `s`.
    pub(crate) fn result(&self, p: &Position, s: u8) -> Option<GameResult> {
        match self.settings.end.rule {
            EndRule::AllOff => {
                (p.off[usize::from(s - 1)] == self.count).then_some(GameResult::Winner(s))
            }
            EndRule::Score => {
                let (a, b) = (p.off[0], p.off[1]);
                let (ba, bb) = (p.on_board(self, 1), p.on_board(self, 2));
                if a > b + bb {
                    Some(GameResult::Winner(1))
                } else if b > a + ba {
                    Some(GameResult::Winner(2))
                } else if ba == 0 && bb == 0 {
                    Some(match a.cmp(&b) {
                        std::cmp::Ordering::Greater => GameResult::Winner(1),
                        std::cmp::Ordering::Less => GameResult::Winner(2),
                        std::cmp::Ordering::Equal => GameResult::Draw,
                    })
                } else {
                    None
                }
            }
        }
    }
}
