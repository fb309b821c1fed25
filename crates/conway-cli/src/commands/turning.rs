//! `conway turning GAME --board SIZE [--heads LIST] [--winning-moves] [--json]`: a
//! coin-turning game, or a product of two (the Tartan theorem), on a board: its value, who
//! wins, and the number of winning moves ([`conway::impartial::turning::product`]).

use crate::error::CliError;
use crate::progress::Context;
use conway::excerpt::excerpt;
use conway::impartial::turning::product::{check_request, parse_factors, size_text, Board, Heads};
use conway::impartial::turning::rule::CoinRule;
use serde_json::json;

/// Options of `conway turning`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
GAME is a coin-turning game (the names of conway grundy --help: turning:runs:SET,
turning:ruler, turning:mock, turning:turtles[:K], turning:twins) or the product of two,
'G1 x G2'. A move of G1 x G2 picks a move of G1 ending at coin x and a move of G2 ending
at coin y, and turns over every coin (i, j) with i in the first and j in the second; the
coin (x, y) must go from heads to tails. By the Tartan theorem (Winning Ways, ch. 14) the
coin (x, y) alone has the value G1(x) * G2(y), a nim-product (see conway nim), and a
position has the nim-sum of its heads coins' values.

--board XxY gives the board of a product: x runs over 1..X (G1's axis), y over 1..Y
(G2's); --board N the row of N coins of one game. Every coin is heads, unless --heads
lists the heads coins: 'x,y x,y ...' for a product, 'n n ...' for one game (separated
by spaces or ';').

Output: the value, who wins (the player to move wins iff the value is not 0), and with
--winning-moves the number of moves to a position of value 0. These are counted by
value on each axis (the values of the moves ending at each coin), never coin by coin
over the board: a move changes the value by a(S1) * b(S2), the nim-product of the
values of its two axis moves.

With --json: {\"game\", \"board\", \"heads\" (null for all, else the number of heads
coins), \"value\" (string), \"first_player_wins\" (boolean), \"winning_moves\" (string of
digits, null without --winning-moves)}.

Limits: boards up to 100000000 coins along each axis, within the work limit of about
ten seconds; counting over all the coins of an axis keeps tables of at most 2^24 values
(2^24 - 1 coins for turning:ruler, whose values are below the coin numbers).

Examples:
  conway turning 'turning:runs:1,2,3 x turning:runs:odd' --board 101x101 --winning-moves
  conway turning 'turning:ruler x turning:ruler' --board 1000000x1000000 --winning-moves --json
  conway turning 'turning:mock x turning:twins' --board 6x6 --heads '1,2 3,3 6,5' --winning-moves
  conway turning turning:ruler --board 12 --winning-moves")]
pub struct Args {
    /// The game, or a product of two: 'G1 x G2'.
    game: String,
    /// The board: XxY for a product, N for one game.
    #[arg(long)]
    board: String,
    /// The heads coins (default: every coin).
    #[arg(long)]
    heads: Option<String>,
    /// Count the winning moves.
    #[arg(long)]
    winning_moves: bool,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let factors = parse_factors(&args.game).map_err(CliError::input)?;
    let (names, rules): (Vec<String>, Vec<CoinRule>) = factors.into_iter().unzip();
    let size = parse_board(&args.board, rules.len())?;
    let heads = match &args.heads {
        None => Heads::All,
        Some(list) => Heads::Listed(parse_heads(list, rules.len())?),
    };
    check_request(&rules, &names, &size, &heads, args.winning_moves).map_err(CliError::input)?;
    let bar = ctx.progress(size.iter().sum::<usize>() as u64, "coin values");
    let mut done_before = 0u64;
    let mut last = 0u64;
    let board = Board::new(&rules, &size, &mut |done, total| {
        if done < last {
            done_before += last;
        }
        last = done;
        bar.set_position(done_before + done.min(total));
    })
    .map_err(CliError::input)?;
    bar.finish_and_clear();
    let value = board.value(&heads);
    let winning_moves = if args.winning_moves {
        board
            .check_winning_moves(&heads, &names)
            .map_err(CliError::input)?;
        Some(board.winning_moves(&heads))
    } else {
        None
    };
    let heads_count = match &heads {
        Heads::All => None,
        Heads::Listed(coins) => Some(coins.len()),
    };
    if args.json {
        super::print_json(&json!({
            "game": args.game,
            "board": size_text(&size),
            "heads": heads_count,
            "value": value.to_string(),
            "first_player_wins": value != 0,
            "winning_moves": winning_moves.map(|w| w.to_string()),
        }));
    } else {
        let heads_text = match heads_count {
            None => "every coin heads".to_string(),
            Some(1) => "1 heads coin".to_string(),
            Some(n) => format!("{n} heads coins"),
        };
        println!("game           {}", args.game);
        println!("board          {}, {heads_text}", size_text(&size));
        println!("value          {value}");
        let outcome = if value != 0 {
            "the player to move wins"
        } else {
            "the player to move loses"
        };
        println!("outcome        {outcome}");
        if let Some(w) = winning_moves {
            println!("winning moves  {w}");
        }
    }
    Ok(())
}

/// `N` or `XxY`, one size per factor, each at least 1.
fn parse_board(text: &str, factors: usize) -> Result<Vec<usize>, CliError> {
    let expected = if factors == 1 {
        "N (the row of one game)"
    } else {
        "XxY (the board of a product)"
    };
    let sizes: Option<Vec<usize>> = text
        .split('x')
        .map(|s| s.trim().parse::<usize>().ok().filter(|&n| n >= 1))
        .collect();
    match sizes {
        Some(sizes) if sizes.len() == factors => Ok(sizes),
        _ => Err(CliError::input(format!(
            "--board '{}': expected {expected}, sizes at least 1",
            excerpt(text)
        ))),
    }
}

/// The heads coins: items separated by spaces or `;`, each `x,y` (a product) or `n`.
fn parse_heads(text: &str, factors: usize) -> Result<Vec<Vec<usize>>, CliError> {
    let expected = if factors == 1 {
        "coin numbers such as '1 4 7'"
    } else {
        "coins x,y such as '1,2 3,4'"
    };
    text.split(|c: char| c.is_whitespace() || c == ';')
        .filter(|item| !item.is_empty())
        .map(|item| {
            let coin: Option<Vec<usize>> = item.split(',').map(|c| c.parse().ok()).collect();
            coin.filter(|c| c.len() == factors).ok_or_else(|| {
                CliError::input(format!(
                    "--heads: '{}' is not a coin: expected {expected}",
                    excerpt(item)
                ))
            })
        })
        .collect()
}
