#!/usr/bin/env python3
"""Fails when a public symbol of Folio's public modules has no /// summary.

Reads the symbol graphs `swift package dump-symbol-graph` writes. Symbols whose names
start with an underscore (engine entry points SwiftUI also hides), and members that are
only inherited or synthesized by the compiler, are skipped.
"""
import json
import os
import sys

MODULES = ["Folio", "FolioLayout", "FolioViews", "FolioDocuments", "FolioGraphics", "FolioTesting"]


def main(directory):
    missing = []
    for module in MODULES:
        path = os.path.join(directory, f"{module}.symbols.json")
        if not os.path.exists(path):
            print(f"doc-coverage: no symbol graph for {module} at {path}", file=sys.stderr)
            return 2
        with open(path) as handle:
            graph = json.load(handle)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") != "public":
                continue
            names = symbol.get("pathComponents", [])
            if any(name.startswith("_") for name in names):
                continue
            if symbol.get("kind", {}).get("identifier") == "swift.associatedtype":
                continue
            if "location" not in symbol:
                continue  # synthesized by the compiler or inherited from the standard library
            comment = symbol.get("docComment", {}).get("lines", [])
            if not any(line.get("text", "").strip() for line in comment):
                location = symbol.get("location", {}).get("uri", "?").replace("file://", "")
                line = symbol.get("location", {}).get("position", {}).get("line", 0) + 1
                missing.append(f"{location}:{line}: {module}.{'.'.join(names)} has no /// summary")
    for entry in sorted(set(missing)):
        print(entry)
    if missing:
        print(f"doc-coverage: {len(set(missing))} public symbols without a summary", file=sys.stderr)
        return 1
    print("doc-coverage: every public symbol has a summary")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
