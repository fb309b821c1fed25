"""The explorer in a real browser: value an expression, edit a board, walk into an option,
see the thermograph, share a position by its address, plot a heap game, provoke errors,
cancel a long computation, and check that no input typed into the page stops the server."""

import json
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait


def wait(browser, seconds=30):
    return WebDriverWait(browser, seconds)


def field(browser, key):
    return browser.find_element(By.ID, "field-" + key).text


def value_typed(browser, server, expr):
    """Opens the page, types `expr`, presses Value and waits for its canonical form."""
    browser.get(server + "/")
    box = browser.find_element(By.ID, "expr")
    box.clear()
    box.send_keys(expr)
    browser.find_element(By.ID, "go").click()
    wait(browser).until(
        EC.text_to_be_present_in_element((By.ID, "result-expr"), expr))
    wait(browser).until(lambda b: b.find_element(By.ID, "status").get_attribute("hidden"))


def test_type_an_expression_and_read_its_value(browser, server):
    value_typed(browser, server, "{2|-1} + *")
    assert field(browser, "canonical") == "{2*|-1*}"
    assert field(browser, "outcome") == "N"
    assert field(browser, "left_stop") == "2"
    assert field(browser, "mean") == "1/2"
    assert field(browser, "temperature") == "3/2"
    shared = urllib.parse.unquote(browser.current_url.split("#", 1)[1])
    assert shared == "{2|-1} + *"


def test_a_loopy_game_shows_its_sides_and_walks_its_options(browser, server):
    value_typed(browser, server, "upon + upon")
    assert field(browser, "value") == "{0|{0,pass|0}}"
    assert field(browser, "outcome").startswith("L: Left wins whoever starts")
    assert field(browser, "stopper").startswith("yes")
    right = browser.find_elements(By.CSS_SELECTOR, "#right-options li.option")
    assert [o.get_attribute("data-position") for o in right] == ["{0,pass|0}"]
    right[0].click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), "{0,pass|0}"))
    wait(browser).until(lambda b: field(b, "value") == "{0,pass|0}")
    value_typed(browser, server, "on + off")
    assert field(browser, "value") == "on & off"
    assert field(browser, "outcome").startswith("D: a draw")
    assert field(browser, "nim_value") == "inf"
    value_typed(browser, server, "1 & 0")
    assert field(browser, "value") == "1 & 0"
    assert field(browser, "stopper").startswith("no (a sided value")
    assert field(browser, "vertices").startswith("none")
    assert "no moves" in browser.find_element(By.ID, "options-source").text
    value_typed(browser, server, "foxgeese:4x8")
    assert field(browser, "value") == "{7/2|2}"
    assert browser.find_element(By.CSS_SELECTOR, "#board svg") is not None


def test_who_wins_a_large_board_and_follow_the_winning_move(browser, server):
    browser.get(server + "/")
    box = browser.find_element(By.ID, "expr")
    box.send_keys("clobber:xoxo/oxox + 1/2")
    browser.find_element(By.ID, "who-wins").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "outcome-text"), ":"))
    assert browser.find_element(By.ID, "outcome-text").text.startswith("L:")
    moves = browser.find_elements(By.CSS_SELECTOR, "#outcome-moves li")
    assert [m.text.split(",")[0] for m in moves] == ["Left wins moving first"]
    after = moves[0].text.split(", to ", 1)[1]
    moves[0].click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "outcome-expr"), after))
    # after Left's winning move, Right moving first loses: Left wins, or the mover loses
    wait(browser).until(lambda b: b.find_element(By.ID, "outcome-text").text[:2] in ("L:", "P:"))


def test_edit_a_domineering_board_and_walk_its_options(browser, server):
    browser.get(server + "/")
    wait(browser).until(lambda b: len(b.find_elements(By.CSS_SELECTOR, "#ruleset option")) > 3)
    Select(browser.find_element(By.ID, "ruleset")).select_by_value("domineering")
    for key, n in [("rows", "2"), ("cols", "3")]:
        box = browser.find_element(By.ID, key)
        box.clear()
        box.send_keys(n)
    browser.find_element(By.ID, "new-board").click()
    # Block the top-left cell: the board ..#-less 2x3 becomes #..|...
    browser.find_element(By.CSS_SELECTOR, '#editor td[data-row="0"][data-col="0"]').click()
    browser.find_element(By.ID, "value-board").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), "domineering:#..|..."))
    wait(browser).until(lambda b: b.find_element(By.ID, "status").get_attribute("hidden"))
    assert browser.find_element(By.CSS_SELECTOR, "#board svg")
    # The CLI's value of the same board.
    assert field(browser, "canonical") == cli_canonical(server, "domineering:#..|...")
    options = browser.find_elements(By.CSS_SELECTOR, "#left-options li.option")
    assert options, "Left has moves"
    target = options[0].get_attribute("data-position")
    options[0].click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), target))
    wait(browser).until(lambda b: b.find_element(By.ID, "status").get_attribute("hidden"))
    assert field(browser, "canonical") == cli_canonical(server, target)


def cli_canonical(server, expr):
    """The canonical form the server's job API gives (the CLI's JSON)."""
    request = urllib.request.Request(server + "/api/jobs", method="POST",
                                     headers={"Content-Type": "application/json"},
                                     data=json.dumps({"kind": "value", "expr": expr}).encode())
    job = json.load(urllib.request.urlopen(request))
    while True:
        status = json.load(urllib.request.urlopen(server + "/api/jobs/" + job["id"]))
        if status["state"] != "running":
            return status["result"]["canonical"]


def test_dominated_reversible_and_sensible_options_are_marked(browser, server):
    value_typed(browser, server, "domineering:2x3")
    marks = browser.find_elements(By.CSS_SELECTOR, "#left-options .mark.dominated")
    assert len(marks) == 2
    assert browser.find_elements(By.CSS_SELECTOR, "#left-options .mark.reversible")
    # 3x3 (value ±1): Left's two middle moves (to 1) are sensible, her four others not
    value_typed(browser, server, "domineering:3x3")
    sensible = browser.find_elements(By.CSS_SELECTOR, "#left-options .mark.sensible")
    assert len(sensible) == 2


def test_the_thermograph_is_drawn_with_a_readout(browser, server):
    value_typed(browser, server, "{3|-1}")
    svg = browser.find_element(By.CSS_SELECTOR, "#thermograph svg")
    assert "Thermograph of" in svg.text
    # The pointer on no vertex of the thermograph reads approximate numbers.
    move_to_drawing_point(browser, svg, 150, 200)
    readout = browser.find_element(By.ID, "readout").text
    value, temperature = readout.removeprefix("value ").split(", temperature ")
    assert value.startswith("≈ ") and temperature.startswith("≈ "), readout
    float(value[2:]), float(temperature[2:])


def move_to_drawing_point(browser, svg, x, y):
    """Moves the pointer to the point (x, y) of the drawing's own coordinates."""
    from selenium.webdriver.common.action_chains import ActionChains
    dx, dy = browser.execute_script("""
        const [svg, x, y] = arguments;
        const p = svg.createSVGPoint();
        p.x = x;
        p.y = y;
        const q = p.matrixTransform(svg.getScreenCTM());
        const box = svg.getBoundingClientRect();
        return [q.x - box.left - box.width / 2, q.y - box.top - box.height / 2];""", svg, x, y)
    ActionChains(browser).move_to_element_with_offset(svg, round(dx), round(dy)).perform()


def test_the_readout_is_exact_on_the_thermograph(browser, server):
    value_typed(browser, server, "{7/4|-1/2}")
    svg = browser.find_element(By.CSS_SELECTOR, "#thermograph svg")
    # The left wall's foot: the left stop 7/4 at temperature 0, exactly.
    left = browser.find_element(By.CSS_SELECTOR, "#thermograph polyline")
    x, y = (float(n) for n in left.get_attribute("points").split()[0].split(","))
    move_to_drawing_point(browser, svg, x, y)
    assert browser.find_element(By.ID, "readout").text == "value 7/4, temperature 0"
    # The mast's foot: the mean and the temperature.
    mast = browser.find_element(By.CSS_SELECTOR, "#thermograph line.mast")
    move_to_drawing_point(browser, svg, float(mast.get_attribute("x1")), float(mast.get_attribute("y1")))
    readout = browser.find_element(By.ID, "readout").text
    assert readout == f"value {field(browser, 'mean')}, temperature {field(browser, 'temperature')}"


def test_the_value_axis_is_ticked_at_the_stops_and_the_mean(browser, server):
    for expr in ["{7/4|-1/2}", "{{10|5}|-1}", "{3|-1}", "{1/8|-1/8}"]:
        value_typed(browser, server, expr)
        ticks = [t.text for t in browser.find_elements(By.CSS_SELECTOR, "#thermograph text.exact")]
        for key in ["left_stop", "right_stop", "mean"]:
            assert field(browser, key) in ticks, (expr, key, ticks)


def test_the_mast_label_is_fully_visible(browser, server):
    for expr in ["{3|-1}", "{{10|5}|-1}", "{1|{-5|-10}}", "{{100|99}|-7/4}", "{-7/4|{-100|-101}}",
                 "{7/4|-7/4} + {100|{1/1024|-1/1024}}"]:
        value_typed(browser, server, expr)
        inside = browser.execute_script("""
            const svg = document.querySelector('#thermograph svg');
            const label = svg.querySelector('text.mast-label');
            const box = label.getBBox();
            const width = svg.viewBox.baseVal.width;
            return [box.x, box.x + box.width, width, label.textContent];""")
        left, right, width, text = inside
        assert text.startswith("mast: mean") and text.endswith(field(browser, "temperature")), text
        assert 0 <= left and right <= width, (expr, inside)


def test_an_address_with_a_position_opens_it_valued(browser, server):
    browser.get(server + "/#" + urllib.request.quote("domineering:2x3", safe=""))
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), "domineering:2x3"))
    wait(browser).until(lambda b: b.find_element(By.ID, "field-canonical").text)
    assert field(browser, "canonical") == "{2|-1/2}"


def test_a_heap_game_is_plotted_with_its_period(browser, server):
    browser.get(server + "/")
    box = browser.find_element(By.ID, "heap-game")
    box.clear()
    box.send_keys("kayles")
    to = browser.find_element(By.ID, "heap-to")
    to.clear()
    to.send_keys("300")
    browser.find_element(By.ID, "plot").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "period"), "period 12"))
    text = browser.find_element(By.ID, "period").text
    assert "Preperiod 71" in text and "certified" in text
    assert len(browser.find_elements(By.CSS_SELECTOR, "#plot-area circle")) == 301
    assert browser.find_elements(By.CSS_SELECTOR, "#plot-area rect.preperiod")


def test_nim_and_ordinal_arithmetic(browser, server):
    browser.get(server + "/")
    box = browser.find_element(By.ID, "arithmetic-expr")
    box.clear()
    box.send_keys("omega^3 + [omega^omega]^5")
    browser.find_element(By.ID, "nim-go").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "arithmetic-result"), "= 6"))
    box.clear()
    box.send_keys("(omega + 1)^2")
    browser.find_element(By.ID, "ordinal-go").click()
    wait(browser).until(
        EC.text_to_be_present_in_element((By.ID, "arithmetic-result"), "= omega^2 + omega + 1")
    )
    box.clear()
    box.send_keys("1/3 + 1/3")
    browser.find_element(By.ID, "surreal-go").click()
    wait(browser).until(
        EC.text_to_be_present_in_element((By.ID, "arithmetic-result"), "= 2/3 (real, born on day omega)")
    )
    box.clear()
    box.send_keys("{{*2}, 0}")
    browser.find_element(By.ID, "misere-go").click()
    wait(browser).until(
        EC.text_to_be_present_in_element((By.ID, "arithmetic-result"), "= 2#0 (restive, misère outcome N")
    )
    box.clear()
    box.send_keys("[omega^omega^omega] * 2")
    browser.find_element(By.ID, "nim-go").click()
    wait(browser).until(EC.visibility_of_element_located((By.ID, "error")))
    assert "omega^(omega^13)" in browser.find_element(By.ID, "error").text


def test_errors_are_shown_and_the_server_goes_on(browser, server):
    for bad in ["{1|", "domineering:2y3", "kayles:3", "cool(1)", "{" * 2000, "\u00e9\u00e9", "1/0"]:
        browser.get(server + "/")
        box = browser.find_element(By.ID, "expr")
        box.send_keys(bad)
        browser.find_element(By.ID, "go").click()
        wait(browser).until(EC.visibility_of_element_located((By.ID, "error")))
        assert browser.find_element(By.ID, "error").text
    assert urllib.request.urlopen(server + "/api/rulesets").status == 200


def test_a_long_computation_can_be_cancelled(browser, server):
    browser.get(server + "/")
    # Domineering on 6 x 6 runs far longer than this test without a work limit.
    browser.find_element(By.ID, "expr").send_keys("domineering:6x6")
    browser.find_element(By.ID, "go").click()
    wait(browser).until(EC.visibility_of_element_located((By.ID, "cancel")))
    browser.find_element(By.ID, "cancel").click()
    wait(browser).until(EC.visibility_of_element_located((By.ID, "error")))
    assert browser.find_element(By.ID, "error").text.startswith("cancelled")
    assert browser.find_element(By.ID, "status").get_attribute("hidden")
    value_typed(browser, server, "*2 + *3")
    assert field(browser, "canonical") == "*"


def test_a_refused_computation_can_be_computed_anyway(browser, limited_server, server):
    browser.get(limited_server + "/")
    browser.find_element(By.ID, "expr").send_keys("domineering:3x4")
    browser.find_element(By.ID, "go").click()
    wait(browser).until(EC.visibility_of_element_located((By.ID, "compute-anyway")))
    message = browser.find_element(By.ID, "error-text").text
    assert message.startswith("the computation needs more than 1000 work steps"), message
    assert "invalid" not in message
    browser.find_element(By.ID, "compute-anyway").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), "domineering:3x4"))
    wait(browser).until(lambda b: b.find_element(By.ID, "field-canonical").text)
    assert field(browser, "canonical") == cli_canonical(server, "domineering:3x4")
    assert not browser.find_element(By.ID, "error").is_displayed()


def click_through_a_move(browser, server, expr, side):
    """Values `expr`, checks that `side`'s options are positions of its ruleset drawn on
    their boards, clicks the first and checks the position reached is valued."""
    value_typed(browser, server, expr)
    ruleset = expr.split(":")[0]
    assert "moves of the position" in browser.find_element(By.ID, "options-source").text
    options = browser.find_elements(By.CSS_SELECTOR, f"#{side}-options li.option")
    assert options, f"{side} has moves in {expr}"
    for option in options:
        assert option.get_attribute("data-position").startswith(ruleset + ":") or \
            option.get_attribute("data-position") == "0"
    target = next(o for o in options if o.get_attribute("data-position") != "0")
    assert target.find_elements(By.CSS_SELECTOR, "svg"), "the option is drawn on its board"
    position = target.get_attribute("data-position")
    target.click()
    wait(browser).until(EC.text_to_be_present_in_element((By.ID, "result-expr"), position))
    wait(browser).until(lambda b: b.find_element(By.ID, "status").get_attribute("hidden"))
    assert field(browser, "canonical") == cli_canonical(server, position)
    return position


def test_click_through_hackenbush_moves(browser, server):
    reached = click_through_a_move(browser, server, "hackenbush:0-1:B,1-2:R,0-3:G,3-4:R", "left")
    # and on from there, Right's move
    click_through_a_move(browser, server, reached, "right")


def test_click_through_snort_moves(browser, server):
    reached = click_through_a_move(browser, server, "snort:path:4", "left")
    assert reached.startswith("snort:path:4:colors:")
    click_through_a_move(browser, server, reached, "right")


def test_clobber_options_leave_empty_cells(browser, server):
    value_typed(browser, server, "clobber:xo|ox")
    for option in browser.find_elements(By.CSS_SELECTOR, "#left-options li.option"):
        assert "#" not in option.get_attribute("data-position").split(":", 1)[1]
