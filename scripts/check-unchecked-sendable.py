#!/usr/bin/env python3
"""Fails when a type in Sources/ is `@unchecked Sendable` without saying why it is safe:
the doc comment right above the declaration must hold a paragraph that starts with
"`@unchecked Sendable`:" (docs/architecture.md, "Threads and Sendable")."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    missing = []
    count = 0
    for folder, _, names in os.walk(os.path.join(ROOT, "Sources")):
        for name in names:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            with open(path) as handle:
                lines = handle.read().split("\n")
            for index, line in enumerate(lines):
                if "@unchecked Sendable" not in line or line.lstrip().startswith("//"):
                    continue
                count += 1
                # The comment block above the declaration (attributes between are skipped).
                above = index - 1
                while above >= 0 and lines[above].lstrip().startswith("@"):
                    above -= 1
                comment = []
                while above >= 0 and lines[above].lstrip().startswith("///"):
                    comment.append(lines[above].strip())
                    above -= 1
                if not any(text.startswith("/// `@unchecked Sendable`:") for text in comment):
                    missing.append(f"{os.path.relpath(path, ROOT)}:{index + 1}: {line.strip()}")
    for entry in missing:
        print(entry)
    if missing:
        print(f"unchecked-sendable: {len(missing)} of {count} say not why they are safe", file=sys.stderr)
        return 1
    print(f"unchecked-sendable: each of the {count} says why it is safe")
    return 0


if __name__ == "__main__":
    sys.exit(main())
