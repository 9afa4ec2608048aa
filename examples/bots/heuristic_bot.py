#!/usr/bin/env python3
"""A Round Table bot with a simple heuristic that knows no game: do the most, pass the least.

Each legal action is scored by how much it does (its number of words: an unstack of three
stones, a lay of two cards), a pass, fold or end of turn scores lowest, and an action that would
undo the bot's own last move scores low too, so that it does not walk back and forth. Ties are
broken at random. Standard library only; the protocol is in docs/bots.md. Run it against greedy:

    ./roundtable selfplay --game conquest --bots greedy --bot-cmd 1="python3 examples/bots/heuristic_bot.py"
"""
import json
import random
import sys

WAITING = {"pass", "fold", "end", "draw"}


def score(action, last):
    words = action.split()
    value = len(words)
    if words and words[0] in WAITING:
        value -= 10
    if last and len(words) == 3 and last[0] == words[0] and last[1:] == [words[2], words[1]]:
        value -= 5  # the same piece straight back where it came from
    return value


def main():
    rng = random.Random(7)
    seat = None
    last = None
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            seat = message["seat"]
        elif kind == "events":
            for event in message["events"]:
                if event["seat"] == seat:
                    last = event["action"].split()
        elif kind == "act":
            legal = message["legal"]
            best = max(score(a, last) for a in legal)
            choice = rng.choice([a for a in legal if score(a, last) == best])
            print(json.dumps({"action": choice}), flush=True)
        elif kind == "end":
            print("seat", seat, "result:", message["result"], file=sys.stderr)
            return


if __name__ == "__main__":
    main()
