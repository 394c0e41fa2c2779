//! Taking one person out of records that stay ([`crate::Store::forget_user`]): their id
//! becomes [`UserId::FORGOTTEN`] and their name [`FORGOTTEN_NAME`] wherever a record kept
//! for others names them. Each function changes only what names `user` and says whether it
//! changed anything, so running it again changes nothing.

use crate::ids::UserId;
use crate::record::{
    Announced, Announcement, Challenge, DailyNews, DailyRecord, GameRecord, Human, Seat,
    TournamentRecord, FORGOTTEN_NAME,
};

/// A seat of `user` made anonymous.
fn seat(seat: &mut Seat, user: UserId) -> bool {
    match seat {
        Seat::Human { id, name } if *id == user => {
            *id = UserId::FORGOTTEN;
            FORGOTTEN_NAME.clone_into(name);
            true
        }
        _ => false,
    }
}

/// A person of a challenge or a tournament's director made anonymous.
fn human(human: &mut Human, user: UserId) -> bool {
    if human.id != user {
        return false;
    }
    human.id = UserId::FORGOTTEN;
    FORGOTTEN_NAME.clone_into(&mut human.name);
    true
}

/// Both seats of a game and its rating changes: `user`'s made anonymous. The moves, result,
/// times and rating numbers stay, so the game replays the same.
pub(crate) fn game(record: &mut GameRecord, user: UserId) -> bool {
    let white = seat(&mut record.white, user);
    let black = seat(&mut record.black, user);
    let mut changed = white || black;
    if let Some(rated) = record.rating.as_mut() {
        for change in [&mut rated.white, &mut rated.black] {
            if change.user == user {
                change.user = UserId::FORGOTTEN;
                changed = true;
            }
        }
    }
    changed
}

/// Whether `user` made or received the challenge.
pub(crate) fn in_challenge(challenge: &Challenge, user: UserId) -> bool {
    challenge.challenger.id == user || challenge.challenged.id == user
}

/// A challenge's people: `user` made anonymous.
pub(crate) fn challenge(challenge: &mut Challenge, user: UserId) -> bool {
    let challenger = human(&mut challenge.challenger, user);
    let challenged = human(&mut challenge.challenged, user);
    challenger || challenged
}

/// A tournament's entrants and director: `user` made anonymous. The entrant keeps their place
/// (pairing number, results), so the standings stay the same.
pub(crate) fn tournament(record: &mut TournamentRecord, user: UserId) -> bool {
    let mut changed = human(&mut record.director, user);
    for entrant in &mut record.competition.entrants {
        if entrant.user == user.0 {
            entrant.user = UserId::FORGOTTEN.0;
            FORGOTTEN_NAME.clone_into(&mut entrant.name);
            changed = true;
        }
    }
    changed
}

/// `user` taken out of an active tournament's field before they are made anonymous: before
/// its start they are taken off the list, after it they are not paired again (their games
/// played still count), as when someone leaves. A finished or cancelled one is left as is.
pub(crate) fn leave_tournament(record: &mut TournamentRecord, user: UserId) -> bool {
    let present = record
        .competition
        .number_of(user.0)
        .and_then(|p| record.competition.entrant(p))
        .is_some_and(|e| !e.left);
    record.active() && present && record.competition.leave(user.0).is_ok()
}

/// A daily puzzle: `user`'s answer removed (how many: 0 or 1), a first solve by them kept in
/// its place but anonymous (the channel was told someone solved it).
pub(crate) fn daily(record: &mut DailyRecord, user: UserId) -> (usize, bool) {
    let before = record.tried.len();
    record.tried.retain(|u| *u != user);
    let answers = before - record.tried.len();
    let mut changed = answers > 0;
    if let Some((id, name)) = record.solver.as_mut() {
        if *id == user {
            *id = UserId::FORGOTTEN;
            FORGOTTEN_NAME.clone_into(name);
            changed = true;
        }
    }
    (answers, changed)
}

/// An announcement still to be read: `user` made anonymous in the record it carries.
pub(crate) fn announcement(announcement: &mut Announcement, user: UserId) -> bool {
    match &mut announcement.what {
        Announced::Started(g) | Announced::Moved(g) | Announced::Offer(g) | Announced::Ended(g) => {
            game(g, user)
        }
        Announced::Challenge(c) | Announced::Closed(c) => challenge(c, user),
        Announced::Tournament(t, _) => tournament(t, user),
        Announced::Daily(d, news) => {
            let (_, mut changed) = daily(d, user);
            if let DailyNews::Posted {
                previous: Some(previous),
            } = news
            {
                changed |= daily(previous, user).1;
            }
            changed
        }
    }
}
