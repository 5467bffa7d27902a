"""The style comparison tells a level that leads trumps from medium, and medium from itself."""

from __future__ import annotations

from koutchina.devtools.style_compare import compare


def test_medium_against_itself_agrees_everywhere() -> None:
    count = compare("hokm", "medium", 3, 7000)
    assert count.leads["level"] == count.leads["medium"]
    assert sorted(count.follows) == [2, 3, 4]  # every place in a trick after the lead
    for taken in count.follows.values():
        assert taken[(True, False)] == taken[(False, True)] == 0
        assert sum(taken.values()) > 0


def test_the_trump_leader_leads_trumps_more_often_than_medium() -> None:
    count = compare("hokm", "trump-leader", 6, 7000)
    level, medium = count.leads["level"], count.leads["medium"]
    assert sum(level.values()) == sum(medium.values()) > 20
    trumps = ("trump-master", "trump-low")
    assert sum(level[k] for k in trumps) > 2 * sum(medium[k] for k in trumps)
