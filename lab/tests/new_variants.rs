//! Canadian and Frisian (issue 13): engine games finish with legal moves only and a result.
//! Every move goes through `Game::play`, which refuses anything the rules do not allow (the
//! Frisian king-move limit and value priority included).

use damero_engine::{Limits, Options};
use damero_lab::arena::{EnginePlayer, Player};
use damero_rules::{Color, Game, Outcome, Variant};

fn play_out(variant: Variant, seed: u64) -> (Outcome, usize) {
    let mut game = Game::new(variant);
    let mut white = EnginePlayer::new(Options::level(3).with_seed(seed), Limits::nodes(1_500));
    let mut black = EnginePlayer::new(Options::level(2).with_seed(seed ^ 7), Limits::nodes(1_500));
    white.new_game(variant);
    black.new_game(variant);
    while game.outcome().is_none() {
        assert!(
            game.events().len() < 1_000,
            "{variant}: no result after 1000 plies"
        );
        let player: &mut EnginePlayer = if game.turn() == Color::White {
            &mut white
        } else {
            &mut black
        };
        let turn = game.turn();
        match player.choose(&game) {
            Some(d) => {
                if let Err(e) = game.play(d.clone()) {
                    panic!("{variant}: engine played an illegal move {:?}: {e}", d.path);
                }
            }
            None => {
                game.resign(turn).expect("game is ongoing");
            }
        }
    }
    (
        game.outcome().expect("loop ends with a result"),
        game.events().len(),
    )
}

#[test]
fn canadian_and_frisian_engine_games_end_legally() {
    for variant in [Variant::Canadian, Variant::Frisian] {
        for seed in [1, 2] {
            let (outcome, plies) = play_out(variant, seed);
            eprintln!("{variant} seed {seed}: {outcome:?} after {plies} plies");
        }
    }
}
