#!/usr/bin/env python3
"""Package.swift declares every module each target imports.

Reads the manifest with `swift package dump-package` (its own scratch path,
so a build running meanwhile does not hold it up) and every Swift file of
each target, and names each `import` of a package module (a target of this
package, or a product of its dependencies) that the target does not declare.
A module used without being declared builds only as long as something else
happens to build it first.

Usage: check_imports.py REPO_ROOT SCRATCH_DIRECTORY
Prints one line per undeclared import and "package: N targets, M undeclared
imports"; exit status 1 on any.
"""
import json
import os
import re
import subprocess
import sys

IMPORT = re.compile(r"^\s*(?:@[\w]+\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:struct\s+|class\s+|enum\s+|func\s+)?(\w+)", re.M)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    root, scratch = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    manifest = json.loads(subprocess.run(
        ["swift", "package", "--package-path", root, "--scratch-path", scratch, "dump-package"],
        check=True, capture_output=True, text=True).stdout)
    targets = manifest["targets"]
    modules = {t["name"] for t in targets}
    products = {}
    for target in targets:
        for dependency in target["dependencies"]:
            if "product" in dependency:
                products[dependency["product"][0]] = dependency["product"][1]
    undeclared = 0
    for target in targets:
        if target["type"] == "system":
            continue
        declared = {d["byName"][0] for d in target["dependencies"] if "byName" in d}
        declared |= {d["product"][0] for d in target["dependencies"] if "product" in d}
        default = ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
        folder = os.path.join(root, target.get("path") or default)
        for directory, _, files in os.walk(folder):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as f:
                    imported = set(IMPORT.findall(f.read()))
                for module in sorted(imported & (modules | set(products)) - declared - {target["name"]}):
                    print(f"{os.path.relpath(path, root)}: imports {module}, which {target['name']} does not declare")
                    undeclared += 1
    print(f"package: {len(targets)} targets, {undeclared} undeclared imports")
    return 1 if undeclared else 0


if __name__ == "__main__":
    sys.exit(main())
