"""A live language switch leaves nothing of the old language: card faces, seat names, panels."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from koutchina.app import i18n
from koutchina.app.table.card_art import CARD_HEIGHT, CARD_WIDTH, draw_face
from koutchina.app.table.card_item import SHADOW, card_pixmap
from koutchina.engine import Card, Rank, Suit


def fresh_face(card: Card) -> QImage:
    """The card drawn now, in the language now in use, with no cache in between."""
    image = QImage(round(CARD_WIDTH + SHADOW), round(CARD_HEIGHT + SHADOW),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    draw_face(painter, QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT), card)
    painter.end()
    return image


def cached_face(card: Card) -> QImage:
    """The table's face of the card (through the pixmap cache), without its shadow."""
    pixmap = card_pixmap(card, False, False, 1.0)
    image = QImage(pixmap.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    return image


def same_letters(a: QImage, b: QImage) -> bool:
    """The corner index areas (where J/V, Q/D, K/R are drawn) hold the same pixels."""
    return a.copy(2, 4, 22, 22) == b.copy(2, 4, 22, 22)


def test_card_faces_drawn_before_a_switch_are_redrawn_in_the_new_language(
    qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    court = [Card(Suit.SPADES, rank) for rank in (Rank.JACK, Rank.QUEEN, Rank.KING)]
    languages.set_language("en", remember=False)
    english = {card: cached_face(card) for card in court}
    languages.set_language("fr", remember=False)
    qapp.processEvents()
    for card in court:
        french = cached_face(card)
        assert same_letters(french, fresh_face(card)), f"{card} still shows its English index"
        assert not same_letters(french, english[card])


def test_default_seat_names_are_saved_as_roles_and_shown_in_the_language_in_use(
    qtbot, qapp: QApplication, languages: i18n.LanguageManager
) -> None:
    from koutchina.app.history.model import players_text
    from koutchina.app.history.resumption import players_of
    from koutchina.app.main_window import MainWindow
    from koutchina.app.new_match_dialog import NewMatchChoice
    from koutchina.storage.settings import Settings
    from koutchina.storage.store import MatchStore
    from koutchina.storage.summaries import summarize

    languages.set_language("en", remember=False)
    window = MainWindow(Settings(bot_pause_ms=0), autosave=True)
    qtbot.addWidget(window)
    window.show()
    window.start_match(NewMatchChoice(game="hokm", levels=["random"] * 3, speed="off",
                                      player_name="Amal", turn_timer=0), seed=5)
    qtbot.waitUntil(lambda: window.controller.accepts_input(0), timeout=15000)
    assert window.saver is not None
    window.saver._save()
    assert window.saver.autosaver.flush(10)
    window.close()

    loaded = MatchStore().latest_unfinished()
    assert loaded is not None
    assert [(info.name, info.role) for info in loaded.saved.seats] == [
        ("Amal", None), ("", "west"), ("", "partner"), ("", "east")]

    languages.set_language("fr", remember=False)
    qapp.processEvents()
    assert players_text(summarize(loaded.path, loaded.saved)).replace("\u2068", "").replace(
        "\u2069", "") == "Amal, Ouest, Partenaire, Est"
    again = MainWindow(Settings(bot_pause_ms=0), autosave=False)
    qtbot.addWidget(again)
    again.show()
    again.resume(loaded.state.clone(), players_of(loaded), loaded.saved.match_id,
                 loaded.saved.created)
    qtbot.waitUntil(lambda: again.controller.accepts_input(0), timeout=15000)
    assert [again.table.badge(seat).name for seat in range(4)] == [
        "Amal", "Ouest", "Partenaire", "Est"]

    languages.set_language("en", remember=False)
    qapp.processEvents()
    assert [again.table.badge(seat).name for seat in range(4)] == [
        "Amal", "West", "Partner", "East"]
    assert again.score_model.names == ["Amal", "West", "Partner", "East"]
    again.close()
