#!/usr/bin/env python3
"""A Round Table bot that plays any legal action, each as likely as the others.

It speaks the line protocol of docs/bots.md: one JSON object per line on standard input,
one answer line {"action": "..."} on standard output for each "act" request.
Run it against the greedy bot:

    ./roundtable selfplay --game conquest --bots greedy --bot-cmd 1="python3 examples/bots/random_bot.py"
"""
import json
import random
import sys


def main():
    rng = random.Random()
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            rng.seed(message.get("seat", 0))  # any seed will do; this one makes a game repeatable
            print("random bot at seat", message["seat"], "of", message["game"], file=sys.stderr)
        elif kind == "act":
            choice = rng.choice(message["legal"])
            print(json.dumps({"action": choice}), flush=True)
        elif kind == "end":
            print("the game ended:", message["outcome"], file=sys.stderr)
            return
        # "events" and any message of a later protocol need no answer


if __name__ == "__main__":
    main()
