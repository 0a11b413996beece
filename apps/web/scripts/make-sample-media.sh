#!/usr/bin/env bash
# Regenerates the offline sample clips in apps/web/public/media/: four
# 10-second, 640x360 lessons (a title card, two animated app screens and a
# result card, one chapter each at 0:00, 0:02, 0:05 and 0:08), each as WebM
# (VP9) and MP4 (H.264, faststart), with WebVTT captions and a WebP poster. The academy
# catalogue and the video tutorials point at these files through
# MEDIA_BASE_URL; production points that at cloud storage instead.
#
# Dev-time only: needs ffmpeg with libvpx-vp9, libx264 and drawtext
# (Debian: `apt-get install -y ffmpeg`). The output is committed; the tool is not.
# Usage: apps/web/scripts/make-sample-media.sh   (from anywhere)
set -euo pipefail

out="$(cd "$(dirname "$0")/.." && pwd)/public/media"
mkdir -p "$out"
sans=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Left-rail menu of the app, top to bottom, and the y of each label.
menu=("Dashboard" "Test Development" "Test Execution" "Test Data" "Defects" "Analytics" "Repository")

# text <font> <size> <colour> <x> <y> <text> [<enable expression>]
text() {
  local enable=""
  if [[ -n ${7:-} ]]; then enable=":enable='$7'"; fi
  printf "drawtext=fontfile=%s:fontsize=%s:fontcolor=%s:x=%s:y=%s:text='%s'%s,\n" "$1" "$2" "$3" "$4" "$5" "$6" "$enable"
}
# box <x> <y> <w> <h> <colour> <thickness|fill> [<enable expression>]
box() {
  local enable=""
  if [[ -n ${7:-} ]]; then enable=":enable='$7'"; fi
  printf "drawbox=x=%s:y=%s:w=%s:h=%s:color=%s:t=%s%s,\n" "$1" "$2" "$3" "$4" "$5" "$6" "$enable"
}

# make_clip <id> <title> <subtitle> <active menu index> <step 1 heading> <field 1 label> <field 1 value>
#           <field 2 label> <field 2 value> <step 2 heading> <row 1> <row 2> <row 3> <result> <captions...4>
make_clip() {
  local id=$1 title=$2 subtitle=$3 active=$4 step1=$5 label1=$6 value1=$7 label2=$8 value2=$9
  local step2=${10} row1=${11} row2=${12} row3=${13} result=${14}
  local app='gte(t,2)' s1='between(t,2,5)' s2='between(t,5,8)' done='gte(t,8)'
  {
    # The progress bar of step 2 slides inside its own track, which clips it.
    echo "[1][2]overlay=x='-360+360*clip((t-5.3)/2.4,0,1)':y=0:shortest=1[progress];"
    echo "[0]"
    # App chrome: top bar, left rail with the active item, content card.
    box 0 0 640 36 0x172554 fill
    box 16 11 14 14 0xea580c fill
    text "$bold" 16 white 38 10 "Ignitest"
    text "$sans" 12 0xdbeafe "w-tw-16" 12 "Northwind Web Regression"
    box 0 36 150 324 0xeff6ff fill
    box 0 $((46 + active * 26)) 150 24 0xdbeafe fill
    box 0 $((46 + active * 26)) 3 24 0xea580c fill
    local i
    for i in "${!menu[@]}"; do
      if [[ $i -eq $active ]]; then text "$bold" 12 0x1e40af 14 $((52 + i * 26)) "${menu[$i]}"
      else text "$sans" 12 0x334155 14 $((52 + i * 26)) "${menu[$i]}"; fi
    done
    box 170 52 450 292 white fill
    box 170 52 450 292 0xe2e8f0 1
    # Step 1: a form filled in field by field, then saved.
    text "$bold" 17 0x0f172a 190 72 "$step1" "$s1"
    text "$sans" 12 0x475569 190 112 "$label1" "$s1"
    box 190 130 410 30 0x94a3b8 1 "$s1"
    text "$sans" 13 0x0f172a 200 139 "$value1" 'between(t,2.6,5)'
    text "$sans" 12 0x475569 190 178 "$label2" "$s1"
    box 190 196 410 30 0x94a3b8 1 "$s1"
    text "$sans" 13 0x0f172a 200 205 "$value2" 'between(t,3.4,5)'
    box 198 136 1 18 0x1d4ed8 fill 'between(t,2,2.6)*lt(mod(t,0.6),0.3)'
    box 190 250 110 32 0xc2410c fill 'between(t,2,4.2)'
    box 190 250 110 32 0x9a3412 fill 'between(t,4.2,5)'
    text "$bold" 13 white 228 259 "Save" "$s1"
    # Step 2: rows appear one by one while the progress bar fills.
    text "$bold" 17 0x0f172a 190 72 "$step2" "$s2"
    box 190 108 410 34 0xf1f5f9 fill 'between(t,5.4,8)'
    text "$sans" 13 0x0f172a 202 118 "$row1" 'between(t,5.4,8)'
    box 190 152 410 34 0xf1f5f9 fill 'between(t,6.0,8)'
    text "$sans" 13 0x0f172a 202 162 "$row2" 'between(t,6.0,8)'
    box 190 196 410 34 0xf1f5f9 fill 'between(t,6.6,8)'
    text "$sans" 13 0x0f172a 202 206 "$row3" 'between(t,6.6,8)'
    text "$sans" 12 0x475569 190 276 "Progress" "$s2"
    echo "null[app];"
    echo "[app][progress]overlay=x=190:y=296:enable='between(t,5,8)',"
    # Result card.
    box 190 112 410 120 0xecfdf5 fill "$done"
    box 190 112 410 120 0x059669 2 "$done"
    text "$bold" 44 0x059669 212 146 "✓" "$done"
    text "$bold" 18 0x065f46 268 150 "$result" "$done"
    text "$sans" 12 0x047857 268 180 "Sample lesson complete" "$done"
    # Title card, over everything for the first two seconds.
    box 0 0 640 360 0x172554 fill 'lt(t,2)'
    box 40 118 6 124 0xea580c fill 'lt(t,2)'
    text "$bold" 14 0xfdba74 62 126 "IGNITEST ACADEMY" 'lt(t,2)'
    text "$bold" 40 white 62 150 "$title" 'lt(t,2)'
    text "$sans" 16 0xdbeafe 62 206 "$subtitle" 'lt(t,2)'
    echo "fade=in:st=0:d=0.4,format=yuv420p[v]"
  } >"$work/$id.filter"

  local inputs=(-f lavfi -i "color=c=0xf8fafc:s=640x360:r=15:d=10"
    -f lavfi -i "color=c=0xe2e8f0:s=360x10:r=15:d=10"
    -f lavfi -i "color=c=0xc2410c:s=360x10:r=15:d=10")
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex_script "$work/$id.filter" -map "[v]" \
    -c:v libx264 -preset veryslow -tune animation -crf 32 -profile:v main -pix_fmt yuv420p -g 30 \
    -movflags +faststart -an "$out/$id.mp4"
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex_script "$work/$id.filter" -map "[v]" \
    -c:v libvpx-vp9 -b:v 0 -crf 45 -deadline good -cpu-used 1 -row-mt 1 -g 30 -an "$out/$id.webm"
  # Poster: the title card, shown before the video plays.
  ffmpeg -hide_banner -loglevel error -y -ss 1.2 -i "$out/$id.mp4" -frames:v 1 -c:v libwebp -quality 80 "$out/$id.webp"

  # Captions: one cue a chapter, saying what the screen shows.
  cat >"$out/$id.vtt" <<VTT
WEBVTT

1
00:00:00.000 --> 00:00:02.000
$title. $subtitle.

2
00:00:02.000 --> 00:00:05.000
${step1#Step 1  }: $label1 ${value1//  /: }, $label2 ${value2//  /: }, then Save.

3
00:00:05.000 --> 00:00:08.000
${step2#Step 2  }: ${row1//  /: }. ${row2//  /: }. ${row3//  /: }.

4
00:00:08.000 --> 00:00:10.000
$result.
VTT
}

make_clip registration "Registration" "Create an account and sign in" 0 \
  "Step 1  Fill in the sign-up form" "Work email" "mei.lin@northwind.example" "Company" "Northwind" \
  "Step 2  Activate and sign in" "Activation email sent" "Account activated" "Signed in to Ignitest" \
  "Your workspace is ready"
make_clip script-development "Script development" "Build a script from NLPs and elements" 1 \
  "Step 1  Create a script in a module" "Module" "Checkout" "Script name" "Guest checkout" \
  "Step 2  Add NLP steps" "Open browser  shop.northwind.example" "Click on element  Add to cart" \
  "Verify element text  Cart total" "Script saved as SCR1001"
make_clip suite-execution "Suite execution" "Run a suite in parallel and follow it live" 2 \
  "Step 1  Set up the suite" "Suite" "Web Regression" "Execution mode" "Parallel on 3 browsers" \
  "Step 2  Follow the run" "SCR1001 Guest checkout  Passed" "SCR1002 Search products  Passed" \
  "SCR1003 Sign in  Running" "Execution EXE2041 finished"
make_clip defect-analysis "Defect analysis" "Log a defect from a failed step" 4 \
  "Step 1  Open the failed step" "Execution" "EXE2041" "Failed step" "Verify element text  Cart total" \
  "Step 2  Log the defect" "Summary  Cart total is wrong" "Severity  Major" "Assignee  Lucas Moreau" \
  "Defect DEF301 logged"

ls -l "$out"
du -ch "$out"/* | tail -1
