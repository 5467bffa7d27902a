#!/bin/sh
# Install Koutchina from this unpacked folder.
#
#   ./install.sh                 for you alone: ~/.local/opt/koutchina, ~/.local/bin/koutchina
#   sudo ./install.sh --system   for everyone: /opt/koutchina, /usr/local/bin/koutchina
#   ./install.sh --uninstall     (or --system --uninstall) removes what it installed
#
# It copies the program, adds Koutchina to the applications menu (.desktop file, icons in the
# hicolor sizes, AppStream metainfo) and the `koutchina` and `koutchina-cli` commands. Your saves and settings live
# in your own folders (~/.local/share/Koutchina, ~/.config/Koutchina) and are never touched.
set -eu

APP_ID=io.github.koutchina.Koutchina
here=$(cd "$(dirname "$0")" && pwd)
mode=user
action=install
for arg in "$@"; do
    case "$arg" in
        --system) mode=system ;;
        --uninstall) action=uninstall ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "unknown option: $arg (try --help)" >&2; exit 2 ;;
    esac
done

if [ "$mode" = system ]; then
    app_dir=/opt/koutchina
    bin_dir=/usr/local/bin
    share_dir=/usr/local/share
else
    data_home=${XDG_DATA_HOME:-$HOME/.local/share}
    app_dir=$HOME/.local/opt/koutchina
    bin_dir=$HOME/.local/bin
    share_dir=$data_home
fi

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$share_dir/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$share_dir/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$share_dir/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "$action" = uninstall ]; then
    rm -rf "$app_dir"
    rm -f "$bin_dir/koutchina" "$bin_dir/koutchina-cli" "$share_dir/applications/$APP_ID.desktop" \
          "$share_dir/metainfo/$APP_ID.metainfo.xml"
    for icon in "$share_dir"/icons/hicolor/*/apps/"$APP_ID".png \
                "$share_dir"/icons/hicolor/scalable/apps/"$APP_ID".svg; do
        rm -f "$icon"
    done
    refresh_caches
    echo "Koutchina removed (your saves and settings are kept)."
    exit 0
fi

if [ ! -x "$here/koutchina" ] || [ ! -d "$here/_internal" ]; then
    echo "run install.sh from the unpacked koutchina folder" >&2
    exit 1
fi

if [ "$here" != "$app_dir" ]; then
    rm -rf "$app_dir"
    mkdir -p "$app_dir"
    cp -R "$here/koutchina" "$here/_internal" "$app_dir/"
fi
mkdir -p "$bin_dir" "$share_dir/applications" "$share_dir/metainfo"
ln -sf "$app_dir/koutchina" "$bin_dir/koutchina"
ln -sf "$app_dir/koutchina" "$bin_dir/koutchina-cli"   # the same program, as the headless tools
sed "s|^Exec=koutchina|Exec=$app_dir/koutchina|" "$here/share/applications/$APP_ID.desktop" \
    > "$share_dir/applications/$APP_ID.desktop"
cp "$here/share/metainfo/$APP_ID.metainfo.xml" "$share_dir/metainfo/"
for folder in "$here"/share/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$folder")")
    mkdir -p "$share_dir/icons/hicolor/$size/apps"
    cp "$folder"/* "$share_dir/icons/hicolor/$size/apps/"
done
refresh_caches
echo "Koutchina installed in $app_dir; start it from the applications menu or with: $bin_dir/koutchina"
