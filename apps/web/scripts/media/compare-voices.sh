#!/usr/bin/env bash
# The voice comparison of docs/decisions/057-lesson-media.md: speaks the
# narration of one lesson script with each offline voice, transcribes it with
# pocketsphinx and prints each voice's word error rate (lower is clearer).
# Dev-time only: apt-get install festival festvox-us-slt-hts festvox-kallpc16k
# flite pocketsphinx pocketsphinx-en-us python3-yaml ffmpeg
# Usage: apps/web/scripts/media/compare-voices.sh [content/lessons/academy/project-creation.yaml]
set -euo pipefail
script=${1:-content/lessons/academy/project-creation.yaml}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -c 'import sys, yaml; d = yaml.safe_load(open(sys.argv[1])); print("\n".join(n["say"] for s in d["scenes"] for n in s["narration"]))' "$script" >"$work/ref.txt"
speak() { # <voice> <text> <out.wav>
  case $1 in
    festival-slt-hts) echo "$2" | text2wave -eval '(voice_cmu_us_slt_arctic_hts)' -o "$3.raw" ;;
    festival-kal) echo "$2" | text2wave -eval '(voice_kal_diphone)' -o "$3.raw" ;;
    flite-kal) flite -voice kal -t "$2" -o "$3.raw" ;;
    flite-slt) flite -voice slt -t "$2" -o "$3.raw" ;;
  esac
  ffmpeg -nostdin -v error -y -i "$3.raw" -ar 16000 -ac 1 "$3"
}
for voice in festival-slt-hts festival-kal flite-slt flite-kal; do
  : >"$work/$voice.hyp"
  i=0
  while IFS= read -r line; do
    i=$((i + 1))
    speak "$voice" "$line" "$work/$voice-$i.wav"
    { pocketsphinx_continuous -infile "$work/$voice-$i.wav" -logfn /dev/null 2>/dev/null | tr '\n' ' '; echo; } >>"$work/$voice.hyp"
  done <"$work/ref.txt"
done
python3 - "$work" <<'PY'
import re, sys
work = sys.argv[1]
words = lambda s: re.sub(r"[^a-z0-9' ]", " ", s.lower()).split()
def distance(r, h):
    d = list(range(len(h) + 1))
    for i in range(1, len(r) + 1):
        p, d[0] = d[:], i
        for j in range(1, len(h) + 1):
            d[j] = min(p[j] + 1, d[j - 1] + 1, p[j - 1] + (r[i - 1] != h[j - 1]))
    return d[len(h)]
ref = open(f"{work}/ref.txt").read().splitlines()
for voice in ["festival-slt-hts", "festival-kal", "flite-slt", "flite-kal"]:
    hyp = open(f"{work}/{voice}.hyp").read().splitlines()
    errors = sum(distance(words(r), words(h)) for r, h in zip(ref, hyp))
    total = sum(len(words(r)) for r in ref)
    print(f"{voice}: word error rate {errors / total:.1%} ({errors}/{total})")
PY
