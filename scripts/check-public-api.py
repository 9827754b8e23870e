#!/usr/bin/env python3
"""Fails when Folio's public API shows its internals.

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level public`
writes, and checks (docs/architecture.md, "The public API"):

1. The modules users import (and those re-exported through them) declare no public
   symbol whose declaration names a Pango, Cairo or other C type, or a type of the
   package-only modules FolioPango and FolioCairo.
2. FolioPango and FolioCairo, which hold the C libraries, have no public symbol at all.
3. No public global or static variable can be set (`var` with a setter) — settings are
   passed in, not stored process-wide.
4. No public name collides with one Swift Testing, Foundation or the standard library
   declares at the top level in normal use (`SourceLocation`, `Issue`, `Data`, …).
"""
import json
import os
import sys

PUBLIC_MODULES = ["Folio", "FolioLayout", "FolioViews", "FolioDocuments", "FolioGraphics", "FolioTesting"]
PACKAGE_ONLY_MODULES = ["FolioPango", "FolioCairo"]
# Module prefixes of precise identifiers (Swift mangling `s:<length><module>`) and C
# identifiers that must not appear in a public declaration.
FORBIDDEN_MODULES = ["FolioPango", "FolioCairo", "CPango", "CCairo", "CZint", "CPoppler", "CHyphen",
                     "CMarkdown", "CGLib", "CHarfBuzz"]
FORBIDDEN_SPELLINGS = ["Pango", "cairo_", "Cairo", "OpaquePointer", "Fc", "hb_", "GObject"]
# Top-level names other modules a user imports beside Folio declare.
COLLIDING_NAMES = {
    "SourceLocation", "Issue", "Test", "Suite", "Tag", "Trait", "Comment", "Expectation", "Attachment",
    "Confirmation", "Data", "URL", "Date", "Locale", "Measurement", "Bundle", "Process", "Thread",
    "Result", "Error", "Task", "Duration", "Clock",
}


def mangled_module(identifier):
    """The module a Swift precise identifier (`s:10FolioPango…`) belongs to, if any."""
    if not identifier.startswith("s:"):
        return None
    digits = ""
    for character in identifier[2:]:
        if not character.isdigit():
            break
        digits += character
    if not digits:
        return None
    start = 2 + len(digits)
    return identifier[start:start + int(digits)]


def declaration(symbol):
    return "".join(fragment.get("spelling", "") for fragment in symbol.get("declarationFragments", []))


def problems_of(module, graph):
    problems = []
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") != "public":
            continue
        names = symbol.get("pathComponents", [])
        where = f"{module}.{'.'.join(names)}"
        # 2. Package-only modules have nothing public.
        if module in PACKAGE_ONLY_MODULES:
            problems.append(f"{where} is public in a package-only module")
            continue
        # 1. No C or package-only type in a declaration.
        for fragment in symbol.get("declarationFragments", []):
            if fragment.get("kind") != "typeIdentifier":
                continue
            identifier = fragment.get("preciseIdentifier", "")
            owner = mangled_module(identifier)
            spelling = fragment.get("spelling", "")
            if owner in FORBIDDEN_MODULES or identifier.startswith("c:") and not identifier.startswith("c:@T@"):
                problems.append(f"{where} names {spelling} ({owner or identifier}): {declaration(symbol)}")
            elif any(spelling.startswith(prefix) for prefix in FORBIDDEN_SPELLINGS):
                problems.append(f"{where} names {spelling}: {declaration(symbol)}")
        kind = symbol.get("kind", {}).get("identifier", "")
        # 3. No settable public global or static variable (a stored `var`, or `{ get set }`;
        #    a computed `{ get }` or a `let` is read-only).
        if kind in ("swift.var", "swift.type.property"):
            text = declaration(symbol).strip()
            is_global = kind == "swift.var" or text.startswith(("static ", "class "))
            is_variable = " var " in f" {text}"
            if is_global and is_variable and "{ get }" not in text:
                problems.append(f"{where} is a mutable global: {text}")
        # 4. No colliding top-level name.
        if len(names) == 1 and names[0] in COLLIDING_NAMES and not kind.startswith("swift.func"):
            problems.append(f"{where} collides with a name Swift Testing, Foundation or the standard library declares")
    return problems


def main(directory):
    problems = []
    for module in PUBLIC_MODULES + PACKAGE_ONLY_MODULES:
        path = os.path.join(directory, f"{module}.symbols.json")
        if not os.path.exists(path):
            print(f"public-api: no symbol graph for {module} at {path}", file=sys.stderr)
            return 2
        with open(path) as handle:
            problems += problems_of(module, json.load(handle))
    for problem in sorted(set(problems)):
        print(problem)
    if problems:
        print(f"public-api: {len(set(problems))} problems", file=sys.stderr)
        return 1
    print("public-api: no Pango, Cairo or C type, no mutable global and no colliding name in the public API")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
